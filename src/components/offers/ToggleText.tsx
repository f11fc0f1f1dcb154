interface Props {
  short: string;
  /** Plain text, or sanitised dealer HTML when `html` is set. */
  full: string;
  html?: boolean;
  truncated: boolean;
  moreLabel: string;
  lessLabel: string;
  className?: string;
}

/**
 * Truncated text with a toggle (spec 02 §2 "Offers": View more/less, View full/less disclaimer),
 * built on <details> so it works with no JavaScript; CSS hides the short text while it is open.
 */
export function ToggleText({ short, full, html = false, truncated, moreLabel, lessLabel, className = '' }: Props) {
  const body = html ? <div className="toggle-text__full" dangerouslySetInnerHTML={{ __html: full }} /> : <p className="toggle-text__full">{full}</p>;
  if (!truncated) return <div className={`toggle-text ${className}`}>{body}</div>;
  return (
    <div className={`toggle-text ${className}`}>
      <p className="toggle-text__short">{short}</p>
      <details className="toggle-text__details">
        <summary>
          <span className="toggle-text__more">{moreLabel}</span>
          <span className="toggle-text__less">{lessLabel}</span>
        </summary>
        {body}
      </details>
    </div>
  );
}
