import type { CarSummary } from '../../forms/car-summary.ts';
import { vehiclePath } from '../../site/routes.ts';

/** The car a lead page is about: photo, name, price, a link back to it. Props only. */
export function CarSummaryCard({ car, note }: { car: CarSummary; note?: string | undefined }) {
  return (
    <div className="lead-car" data-testid="lead-car">
      {car.image ? (
        <img className="lead-car__image" src={car.image} alt="" width={120} height={80} loading="lazy" decoding="async" />
      ) : (
        <div className="lead-car__image lead-car__image--empty" aria-hidden="true" />
      )}
      <div>
        <p className="lead-car__name">
          <a href={vehiclePath(car.slug)}>{car.name}</a>
        </p>
        <p className="lead-car__meta">
          {car.priceText}
          {car.priceType ? <span className="price-type"> {car.priceType}</span> : null}
          {car.stocknum ? <span className="muted"> · Stock #{car.stocknum}</span> : null}
        </p>
        {note && <p className="lead-car__note">{note}</p>}
      </div>
    </div>
  );
}
