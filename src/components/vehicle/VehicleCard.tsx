import { formatAud, formatNumber } from '../../domain/format.ts';
import type { VehicleView } from '../../site/car-view.ts';
import type { TimedTag } from '../../domain/live-status.ts';
import { ClockTag, TagLabel } from './ClockTag.tsx';

/** The favourite control's state and action; given only where favourites can be stored (an island). */
export interface FavouriteControl {
  saved: boolean;
  onToggle: () => void;
}

interface Props {
  view: VehicleView;
  /** Eager-load the image of cards above the fold. */
  eager?: boolean;
  financeHref?: string | undefined;
  reserveHref?: string | undefined;
  /** Where Find Me Something Similar leads for an unavailable car (default: the page's similar cars). */
  similarHref?: string | undefined;
  /** Views count from the platform API, when known. */
  views?: number | null | undefined;
  /** Shown only when given: the caller applies the button-visibility rule (spec 01 §5). */
  favourite?: FavouriteControl | undefined;
  /**
   * The compare toggle, for the car of this id, where the caller's visibility rule allows it (spec 01 §5).
   * Always rendered unpressed: the compare tray (islands/compare/compare-tray.ts) owns its state.
   */
  compareId?: number | undefined;
  headingLevel?: 2 | 3;
  /** Where the card's tag is time-bound and the card lives in an island: the tag follows the shopper's clock. */
  timedTag?: TimedTag | undefined;
}

/**
 * Props-only vehicle card (spec 01 §2 "Vehicle card"): rendered to static HTML by Astro and by the
 * search island alike, so a card looks the same before and after hydration.
 */
export function VehicleCard({ view, eager = false, financeHref, reserveHref, similarHref, views, favourite, compareId, headingLevel = 3, timedTag }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="vehicle-card card" data-testid="vehicle-card">
      <div className="vehicle-card__top">
        <a href={view.href} className="vehicle-card__media" tabIndex={-1} aria-hidden="true">
          {view.image ? (
            <img
              src={view.image.src}
              srcSet={view.image.srcset}
              sizes="(min-width: 1200px) 300px, (min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw"
              width={view.image.width}
              height={view.image.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : (
            <div className="vehicle-card__placeholder">No image yet</div>
          )}
          {view.tag && (timedTag ? <ClockTag tag={view.tag} timed={timedTag} /> : <TagLabel tag={view.tag} />)}
          {view.locationLabel && <span className="vehicle-card__location">{view.locationLabel}</span>}
        </a>
        {favourite && (
          <button
            type="button"
            className="vehicle-card__favourite"
            aria-pressed={favourite.saved}
            aria-label={favourite.saved ? `Remove ${view.name} from saved` : `Save ${view.name}`}
            onClick={favourite.onToggle}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.7 3 5 6.6 5c2.1 0 3.4 1.1 4.4 2.5C12 6.1 13.3 5 15.4 5 19 5 20.9 8.7 19.5 11.9 17.5 16.4 12 21 12 21z" />
            </svg>
          </button>
        )}
      </div>
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__name">
          <a href={view.href}>{view.name}</a>
        </Heading>
        {((views != null && views > 0) || compareId !== undefined) && (
          <div className="vehicle-card__meta">
            {views != null && views > 0 && (
              <p className="vehicle-card__views" data-testid="card-views">
                {formatNumber(views)} {views === 1 ? 'view' : 'views'}
              </p>
            )}
            {compareId !== undefined && (
              <button type="button" className="vehicle-card__compare" aria-pressed="false" data-compare-id={compareId}>
                Compare<span className="visually-hidden"> {view.name}</span>
              </button>
            )}
          </div>
        )}
        <p className="vehicle-card__price">
          {view.price.label && <span className="price-label">{view.price.label} </span>}
          <span className="price">{view.price.text}</span>
          {view.price.priceType && <span className="price-type"> {view.price.priceType}</span>}
          {view.price.wasPrice !== undefined && <span className="was-price"> Was {formatAud(view.price.wasPrice)}</span>}
        </p>
        {view.price.purchase && (
          <p className="vehicle-card__purchase" data-testid="card-purchase-price">
            Or buy for <strong>{view.price.purchase.text}</strong>
            {view.price.purchase.priceType && ` ${view.price.purchase.priceType}`}
          </p>
        )}
        {view.finance?.estimate && (
          <p className="vehicle-card__finance" data-testid="card-finance-estimate">
            Finance from <strong>{view.finance.estimate}</strong>*
          </p>
        )}
        <ul className="vehicle-card__facts">
          {view.facts.map((f) => (
            <li key={f.label}>
              <span className="visually-hidden">{f.label}: </span>
              {f.value}
            </li>
          ))}
        </ul>
        <div className="vehicle-card__actions">
          {view.available ? (
            <>
              <a className="btn" href={view.href}>
                View Details<span className="visually-hidden">: {view.name}</span>
              </a>
              {financeHref && view.finance && (
                <a className="btn btn--ghost" href={financeHref}>
                  {view.finance.label}
                  <span className="visually-hidden">: {view.name}</span>
                </a>
              )}
              {reserveHref && (
                <a className="btn btn--ghost" href={reserveHref}>
                  Reserve<span className="visually-hidden">: {view.name}</span>
                </a>
              )}
            </>
          ) : (
            <a className="btn btn--dark" href={similarHref ?? `${view.href}#similar`}>
              Find Me Something Similar<span className="visually-hidden">: {view.name}</span>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
