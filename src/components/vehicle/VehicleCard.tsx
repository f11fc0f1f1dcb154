import type { VehicleView } from '../../site/vehicle-view.ts';

interface Props {
  view: VehicleView;
  /** Eager-load the image of cards above the fold. */
  eager?: boolean;
  financeHref?: string;
  reserveHref?: string;
}

/** Props-only vehicle card; rendered to static HTML by Astro and reused by search islands. */
export function VehicleCard({ view, eager = false, financeHref, reserveHref }: Props) {
  return (
    <article className="vehicle-card card">
      <a href={view.href} className="vehicle-card__media" tabIndex={-1} aria-hidden="true">
        {view.image ? (
          <img
            src={view.image.src}
            srcSet={view.image.srcset}
            sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
            width={view.image.width}
            height={view.image.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className="vehicle-card__placeholder">No image yet</div>
        )}
        {view.tag && <span className={`tag vehicle-card__tag${view.tag.colour ? ` tag--${view.tag.colour}` : ''}`}>{view.tag.text}</span>}
        {view.locationLabel && <span className="vehicle-card__location">{view.locationLabel}</span>}
      </a>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__name">
          <a href={view.href}>{view.name}</a>
        </h3>
        <p className="vehicle-card__price">
          <span className="price">{view.price.text}</span>
          {view.price.priceType && <span className="price-type"> {view.price.priceType}</span>}
          {view.price.wasPrice !== undefined && (
            <span className="was-price"> Was {new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(view.price.wasPrice)}</span>
          )}
        </p>
        <ul className="vehicle-card__facts">
          {view.facts
            .filter((f) => ['Condition', 'Transmission', 'Odometer', 'Fuel'].includes(f.label))
            .map((f) => (
              <li key={f.label}>
                <span className="visually-hidden">{f.label}: </span>
                {f.value}
              </li>
            ))}
        </ul>
        <div className="vehicle-card__actions">
          {view.available ? (
            <>
              <a className="btn" href={view.href}>View Details</a>
              {financeHref && <a className="btn btn--ghost" href={financeHref}>Get Finance</a>}
              {reserveHref && <a className="btn btn--ghost" href={reserveHref}>Reserve</a>}
            </>
          ) : (
            <a className="btn btn--dark" href={`${view.href}#similar`}>Find Me Something Similar</a>
          )}
        </div>
      </div>
    </article>
  );
}
