/**
 * The prize wheel (props only): one SVG segment per prize, in the configured order, turned by CSS to
 * the rotation it is given. The pointer is at the top. Decorative to assistive technology: the result
 * is announced in text beside it.
 */

export interface WheelSegment {
  id: string;
  label: string;
}

interface Props {
  segments: WheelSegment[];
  rotation: number;
  /** 0 when the shopper prefers reduced motion (the wheel jumps to the result). */
  durationMs: number;
  onTurned?: () => void;
}

const SIZE = 320;
const R = SIZE / 2;

function point(angleDeg: number, radius: number): [number, number] {
  const radians = ((angleDeg - 90) * Math.PI) / 180;
  return [R + radius * Math.cos(radians), R + radius * Math.sin(radians)];
}

export function SpinWheel({ segments, rotation, durationMs, onTurned }: Props) {
  const size = 360 / segments.length;
  return (
    <div className="spin-wheel" aria-hidden="true">
      <span className="spin-wheel__pointer" />
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        className="spin-wheel__disc"
        style={{ transform: `rotate(${rotation}deg)`, transition: durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.17, 0.67, 0.2, 1)` : 'none' }}
        onTransitionEnd={onTurned}
        data-rotation={rotation}
      >
        {segments.map((segment, index) => {
          const start = index * size;
          const [x1, y1] = point(start, R - 2);
          const [x2, y2] = point(start + size, R - 2);
          const [tx, ty] = point(start + size / 2, R * 0.62);
          return (
            <g key={segment.id}>
              <path
                d={`M${R},${R} L${x1},${y1} A${R - 2},${R - 2} 0 ${size > 180 ? 1 : 0} 1 ${x2},${y2} Z`}
                className={index % 2 === 0 ? 'spin-wheel__segment' : 'spin-wheel__segment spin-wheel__segment--alt'}
              />
              <text
                x={tx}
                y={ty}
                transform={`rotate(${start + size / 2} ${tx} ${ty})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className="spin-wheel__label"
              >
                {segment.label.length > 18 ? `${segment.label.slice(0, 17)}…` : segment.label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
