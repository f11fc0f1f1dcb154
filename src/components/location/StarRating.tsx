import { formatNumber } from '../../domain/format.ts';

interface Props {
  /** As the data gives it, e.g. '4.7'. */
  average: string;
  count?: number;
  /** 'Google rating' on location pages. */
  label?: string;
}

/** Five stars filled to the rating; the text says the same for screen readers. */
export function StarRating({ average, count, label }: Props) {
  const value = Math.max(0, Math.min(5, Number.parseFloat(average) || 0));
  const percent = `${(value / 5) * 100}%`;
  return (
    <p className="star-rating">
      {label && <span className="star-rating__label">{label}</span>}
      <span className="star-rating__stars" aria-hidden="true">
        <span className="star-rating__empty">★★★★★</span>
        <span className="star-rating__fill" style={{ width: percent }}>
          ★★★★★
        </span>
      </span>
      <span className="star-rating__text">
        <strong>{average}</strong>
        <span className="visually-hidden"> out of 5</span>
        {count !== undefined && <> ({formatNumber(count)} reviews)</>}
      </span>
    </p>
  );
}
