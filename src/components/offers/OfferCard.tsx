import type { OfferView } from '../../site/dealer/offers.ts';
import { ToggleText } from './ToggleText.tsx';

interface Props {
  offer: OfferView;
  headingLevel?: 2 | 3;
  /** Eager-load the image of cards above the fold. */
  eager?: boolean;
}

/** Props-only offer card: name, category, image, 'Offer ends …', description and disclaimer with their toggles. */
export function OfferCard({ offer, headingLevel = 3, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    // data-expires-at: the page's expiry script hides the card once the offer has ended (ExpiryTimer.astro).
    <article className="offer-card card" data-testid="offer-card" data-expires-at={offer.expiresAt}>
      {offer.image && (
        <a href={offer.href} className="offer-card__media" tabIndex={-1} aria-hidden="true">
          <img
            src={offer.image.src}
            srcSet={offer.image.srcset}
            sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
            alt=""
            width={1200}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </a>
      )}
      <div className="offer-card__body">
        <p className="offer-card__category">
          {offer.category}
          {offer.manufacturer && (
            <span>
              {' '}
              · {offer.manufacturer}
              {offer.modelName ? ` ${offer.modelName}` : ''}
            </span>
          )}
        </p>
        <Heading className="offer-card__name">
          <a href={offer.href}>{offer.name}</a>
        </Heading>
        {offer.endsText && <p className="offer-card__ends">{offer.endsText}</p>}
        <ToggleText
          className="offer-card__description"
          short={offer.description.short}
          full={offer.description.fullHtml}
          html
          truncated={offer.description.truncated}
          moreLabel="View more"
          lessLabel="View less"
        />
        {offer.disclaimer.full && (
          <ToggleText
            className="offer-card__disclaimer"
            short={offer.disclaimer.short}
            full={offer.disclaimer.full}
            truncated={offer.disclaimer.truncated}
            moreLabel="View full disclaimer"
            lessLabel="View less disclaimer"
          />
        )}
      </div>
    </article>
  );
}
