import type { ReactNode } from 'react';
import { LOCATION_LABELS } from '../../domain/dealer-pages/site-constants.ts';
import type { LocationSummary } from '../../site/dealer/locations.ts';
import { StarRating } from './StarRating.tsx';

interface Props {
  location: LocationSummary;
  /** The open-now line (an island on static pages, a view inside the carousel island). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
  /** Shown after the name, e.g. '4.2 km away'. */
  note?: string;
}

/** Props-only location card: used in the locations carousel, the contact page and the home page. */
export function LocationCard({ location, children, headingLevel = 3, note }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="location-card card">
      <div className="location-card__body">
        <p className="location-card__department">{location.departmentLabel}</p>
        <Heading className="location-card__name">
          <a href={location.href}>{location.name}</a>
        </Heading>
        {note && <p className="location-card__note">{note}</p>}
        <p className="location-card__address">{location.addressLine}</p>
        {children}
        {location.rating && <StarRating average={location.rating.average} count={location.rating.count} />}
        {location.phone && location.phoneHref && (
          <p className="location-card__phone">
            <a href={location.phoneHref}>
              <span className="visually-hidden">Call {location.name} on </span>
              {location.phone}
            </a>
          </p>
        )}
      </div>
      <div className="location-card__actions">
        {/* spec 02 §2 labels: a location card opens its location page with 'View Location'. */}
        <a className="btn" href={location.href}>
          {LOCATION_LABELS.viewLocation}
          <span className="visually-hidden"> of {location.name}</span>
        </a>
        <a className="btn btn--ghost" href={location.contactHref}>
          {LOCATION_LABELS.contactUs}
          <span className="visually-hidden"> at {location.name}</span>
        </a>
        <a className="location-card__directions" href={location.directionsUrl} target="_blank" rel="noopener">
          {LOCATION_LABELS.directions}
          <span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}
