import { formatAud } from '../../../domain/format.ts';
import { dealLabel, fillBand, needleDegrees, type PriceComparison } from '../../../domain/vehicle-page/price-comparison.ts';

interface Props {
  data: PriceComparison;
  /** The animated fill currently drawn. */
  fill: number;
}

const R = 80;
const CX = 100;
const CY = 95;
/** A point on the half circle at `fraction` (0 = left end, 1 = right end). */
function point(fraction: number): string {
  const angle = Math.PI * (1 - fraction);
  return `${(CX + R * Math.cos(angle)).toFixed(2)} ${(CY - R * Math.sin(angle)).toFixed(2)}`;
}
const arc = (from: number, to: number) => `M ${point(from)} A ${R} ${R} 0 0 1 ${point(to)}`;

/** The gauge, props only: colour bands, the needle at `fill`, the label and the market range. */
export function PriceGaugeView({ data, fill }: Props) {
  const label = dealLabel(data.fill);
  return (
    <div className={`gauge gauge--${fillBand(data.fill)}`} data-testid="price-gauge">
      <svg className="gauge__dial" viewBox="0 0 200 110" role="img" aria-label={`${label}: ${data.description}`}>
        <path className="gauge__band gauge__band--low" d={arc(0, 0.3)} />
        <path className="gauge__band gauge__band--medium" d={arc(0.3, 0.6)} />
        <path className="gauge__band gauge__band--high" d={arc(0.6, 1)} />
        <g style={{ transform: `rotate(${needleDegrees(fill)}deg)`, transformOrigin: `${CX}px ${CY}px` }}>
          <line className="gauge__needle" x1={CX} y1={CY} x2={CX} y2={CY - R + 12} />
        </g>
        <circle className="gauge__hub" cx={CX} cy={CY} r="6" />
      </svg>
      <p className="gauge__label">{label}</p>
      <p className="gauge__description">{data.description}</p>
      <dl className="gauge__range">
        <div><dt>Market low</dt><dd>{formatAud(data.market_range_min)}</dd></div>
        <div><dt>This car</dt><dd>{formatAud(data.listing_price)}</dd></div>
        <div><dt>Market high</dt><dd>{formatAud(data.market_range_max)}</dd></div>
      </dl>
    </div>
  );
}
