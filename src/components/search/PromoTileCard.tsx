interface Props {
  title: string;
  lines: readonly string[];
  href: string;
  cta: string;
}

/** The promotional card inserted into the results grid (spec 01 §2: 'We Want Your Car!' by default). */
export function PromoTileCard({ title, lines, href, cta }: Props) {
  return (
    <aside className="promo-tile card" data-testid="promo-tile" aria-label={title}>
      <p className="promo-tile__title">{title}</p>
      {lines.map((line) => (
        <p key={line} className="promo-tile__line">
          {line}
        </p>
      ))}
      <a className="btn promo-tile__cta" href={href}>
        {cta}
      </a>
    </aside>
  );
}
