import { type CarBody } from './catalogue.ts';
import { bikeDetail, drawBike, shade } from './draw-bike.ts';

/**
 * Simple vector pictures of vehicles, drawn in a 1200×800 scene and rasterised by sharp.
 * Cars face right. Nothing here is meant to be photographic: a recognisable body shape in the
 * vehicle's colour is enough for demo pages and keeps every picture under a few kilobytes.
 */

export const W = 1200;
export const H = 800;

/** `behind` is drawn before the body (a tray, a chassis), `over` after it (panel lines). */
interface Shape {
  body: string;
  glass: string;
  wheels: readonly [number, number];
  r: number;
  behind?: string;
  over?: string;
}

const SHAPES: Record<CarBody, Shape> = {
  sedan: {
    body: '150,600 150,500 250,470 420,450 530,360 770,360 900,450 1040,470 1060,510 1060,600',
    glass: '445,450 545,375 755,375 870,450',
    wheels: [330, 890],
    r: 72,
  },
  hatch: {
    body: '210,600 205,500 300,470 440,450 540,350 820,345 950,430 1000,470 1005,600',
    glass: '465,448 555,365 810,362 925,430',
    wheels: [360, 860],
    r: 72,
  },
  suv: {
    body: '150,610 150,470 240,440 400,425 490,310 940,305 1010,410 1050,440 1055,610',
    glass: '425,420 505,325 925,322 990,410',
    wheels: [330, 890],
    r: 84,
  },
  wagon: { body: '150,600 150,490 260,460 420,445 520,350 1000,345 1045,440 1060,600', glass: '445,442 535,365 985,360 1025,438', wheels: [330, 900], r: 74 },
  ute: {
    body: '140,610 140,470 240,440 400,425 470,310 700,305 730,420 1065,420 1065,610',
    glass: '420,420 485,325 690,320 712,415',
    wheels: [320, 900],
    r: 82,
    over: '<path d="M740 430 V560" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>',
  },
  cabChassis: {
    body: '140,610 140,470 240,440 380,425 440,310 600,305 625,430 625,610',
    glass: '395,420 455,325 590,320 608,415',
    wheels: [320, 900],
    r: 82,
    behind:
      '<rect x="625" y="520" width="420" height="36" fill="#2a2d31"/><rect x="640" y="440" width="440" height="60" rx="6" fill="#9aa1a9" stroke="#6b7178" stroke-width="6"/>',
  },
  van: {
    body: '130,610 135,440 230,350 330,260 1050,255 1075,280 1075,610',
    glass: '250,350 340,275 470,275 470,360',
    wheels: [300, 930],
    r: 76,
    over: '<path d="M700 270 V600" stroke="#000" stroke-opacity="0.2" stroke-width="6"/>',
  },
  peopleMover: {
    body: '140,600 145,450 260,410 420,390 500,290 990,285 1045,340 1060,600',
    glass: '430,388 515,305 975,300 1030,350 1030,380',
    wheels: [320, 900],
    r: 76,
  },
  coupe: {
    body: '150,600 150,505 280,475 470,450 600,370 760,370 940,450 1050,470 1060,600',
    glass: '495,448 610,385 750,385 900,448',
    wheels: [330, 900],
    r: 70,
  },
  convertible: { body: '170,600 170,510 290,485 520,470 940,470 1050,485 1060,600', glass: '760,470 822,396 836,399 792,470', wheels: [340, 900], r: 68 },
};

const light = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) > 200;

export function studio(): string {
  return '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8fa"/><stop offset="1" stop-color="#dde2e8"/></linearGradient></defs><rect width="1200" height="800" fill="url(#bg)"/><rect y="640" width="1200" height="160" fill="#cdd3da"/>';
}

const cabin = '<rect width="1200" height="800" fill="#1d2025"/><rect y="560" width="1200" height="240" fill="#121418"/>';

function wheel(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/><circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="#b8bec6"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="#5a6068"/>`;
}

/** The car's side profile without a background (spin frames reuse it). */
export function carProfile(body: CarBody, colour: string): string {
  const s = SHAPES[body];
  const outline = light(colour) ? '#8d959e' : shade(colour, -0.45);
  return [
    `<ellipse cx="600" cy="${600 + s.r}" rx="500" ry="24" fill="#000" opacity="0.18"/>`,
    s.behind ?? '',
    `<polygon points="${s.body}" fill="${colour}" stroke="${outline}" stroke-width="8" stroke-linejoin="round"/>`,
    `<polygon points="${s.glass}" fill="#2b3440" opacity="0.88"/>`,
    s.over ?? '',
    '<rect x="1030" y="480" width="34" height="18" rx="6" fill="#fff6c7"/><rect x="148" y="490" width="22" height="22" rx="4" fill="#c62828"/>',
    wheel(s.wheels[0], 600, s.r),
    wheel(s.wheels[1], 600, s.r),
  ].join('');
}

function interiorScene(angle: string, colour: string): string {
  const trim = shade(colour, light(colour) ? -0.2 : 0.1);
  switch (angle) {
    case 'interior':
      return `${cabin}<path d="M0 430 Q600 300 1200 430 V560 H0Z" fill="#2c3038"/><rect x="520" y="370" width="220" height="120" rx="10" fill="#0d3b66"/><circle cx="330" cy="520" r="150" fill="none" stroke="#0b0c0e" stroke-width="34"/><rect x="0" y="640" width="300" height="160" rx="30" fill="${trim}"/><rect x="900" y="640" width="300" height="160" rx="30" fill="${trim}"/>`;
    case 'dash':
      return `${cabin}<rect x="150" y="250" width="900" height="300" rx="40" fill="#2c3038"/><circle cx="420" cy="400" r="110" fill="#0b0c0e" stroke="${trim}" stroke-width="10"/><circle cx="780" cy="400" r="110" fill="#0b0c0e" stroke="${trim}" stroke-width="10"/><path d="M420 400 L360 330 M780 400 L850 340" stroke="#ff6b35" stroke-width="8"/>`;
    case 'seats':
    case 'back':
      return `${cabin}<rect x="${angle === 'back' ? 150 : 230}" y="230" width="${angle === 'back' ? 900 : 300}" height="420" rx="60" fill="${trim}"/>${angle === 'back' ? '' : `<rect x="670" y="230" width="300" height="420" rx="60" fill="${trim}"/>`}<rect x="0" y="650" width="1200" height="150" fill="#0e1013"/>`;
    case 'boot':
      return `${studio()}<rect x="250" y="180" width="700" height="440" rx="40" fill="${colour}"/><rect x="310" y="260" width="580" height="320" rx="20" fill="#1f2226"/><rect x="360" y="470" width="480" height="80" fill="#34383e"/>`;
    case 'wheel':
      return `${studio()}<path d="M170 470 Q600 40 1030 470 V600 H170Z" fill="${colour}"/>${wheel(600, 500, 240)}`;
    case 'engine':
      return `${studio()}<rect x="150" y="200" width="900" height="440" rx="30" fill="${colour}"/><rect x="220" y="260" width="760" height="330" rx="20" fill="#202327"/><rect x="380" y="320" width="440" height="200" rx="16" fill="#6f757d"/><path d="M420 360 H780 M420 400 H780 M420 440 H780" stroke="#4a4f55" stroke-width="12"/>`;
    case 'roof':
      return `${studio()}<rect x="160" y="250" width="880" height="330" rx="140" fill="${colour}"/><rect x="380" y="280" width="440" height="270" rx="40" fill="#2b3440" opacity="0.9"/>`;
    default:
      return `${studio()}<rect x="150" y="260" width="900" height="320" rx="60" fill="${colour}"/><path d="M260 420 Q420 330 620 380 L600 470 Q420 470 260 420Z" fill="#fff6c7" stroke="#9aa1a9" stroke-width="8"/>`;
  }
}

/** A still picture: studio shots of the outside, darker cabin shots of the inside. */
export function sceneSvg(body: string, colour: string, angle: string): string {
  if (!(body in SHAPES))
    return angle === 'side' || angle === 'front' || angle === 'rear' ? `${studio()}${bikeView(body, colour, angle)}` : bikeDetail(body, colour, angle);
  const profile = carProfile(body as CarBody, colour);
  if (angle === 'side') return `${studio()}${profile}`;
  if (angle === 'front') return `${studio()}<g transform="translate(600 0) scale(0.8 1) skewY(-3) translate(-560 30)">${profile}</g>`;
  if (angle === 'rear') return `${studio()}<g transform="translate(600 0) scale(-0.8 1) skewY(3) translate(-640 -10)">${profile}</g>`;
  return interiorScene(angle, colour);
}

function bikeView(style: string, colour: string, angle: string): string {
  const bike = drawBike(style, colour);
  if (angle === 'side') return bike;
  return angle === 'front'
    ? `<g transform="translate(600 0) scale(0.72 1) skewY(-4) translate(-560 40)">${bike}</g>`
    : `<g transform="translate(600 0) scale(-0.72 1) skewY(4) translate(-640 0)">${bike}</g>`;
}

/** One of 24 turntable frames: the side view squashed by cos(angle) fakes the rotation. */
export function spinSvg(body: string, colour: string, frame: number): string {
  const theta = (frame * 15 * Math.PI) / 180;
  const c = Math.cos(theta);
  const sx = Math.sign(c || 1) * Math.max(Math.abs(c), 0.22);
  const subject = body in SHAPES ? carProfile(body as CarBody, colour) : drawBike(body, colour);
  return `${studio()}<g transform="translate(600 0) scale(${sx.toFixed(3)} 1) translate(-600 0)">${subject}</g>`;
}

/** Wraps a 1200×800 scene at the output width (3:2). */
export function svgDocument(inner: string, width: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 2) / 3)}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
}
