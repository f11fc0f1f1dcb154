/** Motorcycle pictures for the powersports dealer, facing right, in a 1200×800 scene. */

/** Darker or lighter shade of a #rrggbb colour; factor -1..1. */
export function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => Math.round(factor < 0 ? c * (1 + factor) : c + (255 - c) * factor);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

interface Style {
  wheelbase: [number, number];
  r: number;
  lift: number;
  fairing: boolean;
  cases: boolean;
  step: boolean;
}

const STYLES: Record<string, Style> = {
  sport: { wheelbase: [380, 840], r: 120, lift: 10, fairing: true, cases: false, step: false },
  naked: { wheelbase: [380, 840], r: 122, lift: 0, fairing: false, cases: false, step: false },
  adventure: { wheelbase: [370, 860], r: 135, lift: -50, fairing: false, cases: true, step: false },
  cruiser: { wheelbase: [330, 900], r: 118, lift: 50, fairing: false, cases: false, step: false },
  touring: { wheelbase: [340, 880], r: 122, lift: 0, fairing: true, cases: true, step: false },
  dirt: { wheelbase: [380, 850], r: 135, lift: -70, fairing: false, cases: false, step: false },
  scooter: { wheelbase: [390, 820], r: 95, lift: 40, fairing: false, cases: false, step: true },
};

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#17181a" stroke-width="${r * 0.28}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="#a9afb6" stroke-width="10"/><circle cx="${cx}" cy="${cy}" r="14" fill="#4a4f55"/>`;
}

export function drawBike(styleName: string, colour: string): string {
  const s = STYLES[styleName] ?? (STYLES.naked as Style);
  const [rear, front] = s.wheelbase;
  const cy = 640 - s.r;
  const y = (v: number) => v + s.lift;
  const dark = shade(colour, -0.4);
  const parts = [
    `<ellipse cx="600" cy="640" rx="420" ry="18" fill="#000" opacity="0.18"/>`,
    wheel(rear, cy, s.r),
    wheel(front, cy, s.r),
    `<path d="M${front} ${cy} L${front - 80} ${y(300)}" stroke="#3b3f45" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M${rear} ${cy} L${560} ${y(500)}" stroke="#3b3f45" stroke-width="18" stroke-linecap="round"/>`,
  ];
  if (s.step) {
    parts.push(
      `<path d="M${rear - 60} ${y(420)} Q${rear} ${y(360)} 560 ${y(400)} L600 ${y(520)} L${front - 110} ${y(520)} L${front - 60} ${y(300)} L${front - 20} ${y(300)} L${front - 40} ${y(560)} L${rear + 40} ${y(560)} Z" fill="${colour}" stroke="${dark}" stroke-width="6"/>`,
    );
    parts.push(`<rect x="${rear - 40}" y="${y(385)}" width="240" height="30" rx="14" fill="#1c1d20"/>`);
  } else {
    parts.push(`<rect x="500" y="${y(420)}" width="200" height="140" rx="18" fill="#5d636b"/>`);
    parts.push(
      `<polygon points="490,${y(400)} 550,${y(330)} 720,${y(325)} 760,${y(400)}" fill="${colour}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>`,
    );
    parts.push(`<polygon points="320,${y(385)} 500,${y(395)} 495,${y(415)} 310,${y(405)}" fill="#1c1d20"/>`);
    parts.push(`<polygon points="230,${y(360)} 330,${y(378)} 325,${y(405)} 250,${y(398)}" fill="${colour}"/>`);
  }
  if (s.fairing)
    parts.push(
      `<polygon points="690,${y(470)} 760,${y(330)} ${front - 20},${y(290)} ${front + 20},${y(380)} ${front - 50},${y(480)}" fill="${colour}" stroke="${dark}" stroke-width="6" stroke-linejoin="round"/>`,
    );
  if (s.cases) parts.push(`<rect x="${rear - 110}" y="${y(400)}" width="170" height="130" rx="16" fill="#2f3338"/>`);
  parts.push(`<circle cx="${front - 70}" cy="${y(330)}" r="24" fill="#fff6c7" stroke="#555" stroke-width="5"/>`);
  parts.push(`<path d="M${front - 110} ${y(280)} L${front - 60} ${y(265)}" stroke="#222" stroke-width="12" stroke-linecap="round"/>`);
  return parts.join('');
}

const studio = '<rect width="1200" height="800" fill="#eef0f3"/><rect y="640" width="1200" height="160" fill="#d4d9df"/>';

/** Close-up angles of a motorcycle. */
export function bikeDetail(style: string, colour: string, angle: string): string {
  const dark = shade(colour, -0.4);
  switch (angle) {
    case 'cockpit':
      return `<rect width="1200" height="800" fill="#2a2d31"/><path d="M100 300 Q600 220 1100 300" stroke="#111" stroke-width="40" fill="none" stroke-linecap="round"/><rect x="470" y="320" width="260" height="170" rx="20" fill="#0d3b66" stroke="${colour}" stroke-width="12"/>`;
    case 'tank':
      return `${studio}<ellipse cx="600" cy="420" rx="430" ry="220" fill="${colour}" stroke="${dark}" stroke-width="12"/><ellipse cx="520" cy="350" rx="180" ry="60" fill="#fff" opacity="0.25"/>`;
    case 'seat':
      return `${studio}<path d="M150 420 Q600 280 1050 420 L1000 520 Q600 450 200 520Z" fill="#1c1d20"/><rect x="150" y="520" width="900" height="60" fill="${colour}"/>`;
    case 'engine':
      return `${studio}<rect x="300" y="220" width="600" height="380" rx="30" fill="#6b7179"/><path d="M340 280 H860 M340 330 H860 M340 380 H860 M340 430 H860" stroke="#4c5157" stroke-width="16"/><rect x="300" y="160" width="600" height="60" rx="20" fill="${colour}"/>`;
    case 'wheel':
      return `${studio}<circle cx="600" cy="420" r="300" fill="none" stroke="#17181a" stroke-width="70"/><circle cx="600" cy="420" r="170" fill="none" stroke="#b5bbc2" stroke-width="30"/><circle cx="600" cy="420" r="60" fill="${colour}"/>`;
    case 'exhaust':
      return `${studio}<path d="M120 520 L900 360" stroke="#9aa1a9" stroke-width="90" stroke-linecap="round"/><circle cx="930" cy="355" r="60" fill="#2d3035"/>`;
    case 'lights':
      return `${studio}<rect x="200" y="180" width="800" height="440" rx="180" fill="${colour}"/><circle cx="600" cy="400" r="150" fill="#fff6c7" stroke="#7a8088" stroke-width="16"/>`;
    case 'top':
      return `${studio}<rect x="560" y="80" width="80" height="640" rx="40" fill="#1c1d20"/><ellipse cx="600" cy="330" rx="120" ry="170" fill="${colour}"/><path d="M380 140 H820" stroke="#222" stroke-width="26" stroke-linecap="round"/>`;
    default:
      return `${studio}<circle cx="600" cy="400" r="230" fill="${colour}" stroke="${dark}" stroke-width="20"/><circle cx="600" cy="400" r="120" fill="#fff" opacity="0.3"/>`;
  }
}
