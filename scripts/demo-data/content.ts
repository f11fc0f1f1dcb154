import type { Rng } from './prng.ts';

/** Dealer comment wording, equipment lists and hotspot texts for the demo stock. */

interface CommentContext {
  name: string;
  carType: 'new' | 'demo' | 'used';
  dealer: string;
  phone: string;
  noun: string;
  kms: string;
}

const OPENERS: Record<CommentContext['carType'], readonly string[]> = {
  new: ['Brand new and ready for immediate delivery', 'Factory fresh with the full manufacturer warranty', 'Available now from our showroom floor'],
  demo: [
    'Ex-demonstrator driven only by our sales team',
    'Demo special with the balance of the new-vehicle warranty',
    'Barely used demonstrator at a sharp drive-away price',
  ],
  used: [
    'One owner with a full logbook service history',
    'Traded in at our dealership and independently inspected',
    'Immaculate inside and out, with two keys and the books',
    'A great-value trade-in that has just passed our multi-point inspection',
  ],
};

const SELLING_POINTS = [
  'Apple CarPlay and Android Auto',
  'Reversing camera with rear parking sensors',
  'Adaptive cruise control',
  'Autonomous emergency braking',
  'Blind-spot monitoring',
  'Dual-zone climate control',
  'Keyless entry and push-button start',
  'Tow bar fitted',
  'New tyres all round',
  'Roadworthy certificate supplied',
  'Tinted windows',
  'Roof racks',
];

const BIKE_POINTS = [
  'ABS and traction control',
  'Quickshifter fitted',
  'Aftermarket exhaust with the original supplied',
  'Heated grips',
  'Tank bag and panniers included',
  'New chain and sprockets',
  'Fresh service with new oil and filters',
  'LAMS approved',
];

/** A short plain-text comment. */
export function shortComment(rng: Rng, ctx: CommentContext): string {
  const opener = rng.pick(OPENERS[ctx.carType]);
  const tail = rng.pick([
    `Finance available and trade-ins welcome. Call ${ctx.dealer} on ${ctx.phone}.`,
    `Inspections welcome seven days; ring ahead on ${ctx.phone} and we will have it ready.`,
    'Priced to sell, so be quick.',
  ]);
  return `${opener}. ${ctx.carType === 'used' ? `Showing ${ctx.kms} on the odometer. ` : ''}${tail}`;
}

/** A long comment in the feed's HTML: paragraphs, bold text and a list (well over 400 characters). */
export function longHtmlComment(rng: Rng, ctx: CommentContext): string {
  const points = rng.sample(ctx.noun === 'bike' ? BIKE_POINTS : SELLING_POINTS, 4);
  return [
    `<p><strong>${ctx.name}</strong> – ${rng.pick(OPENERS[ctx.carType]).toLowerCase()}.</p>`,
    `<p>This ${ctx.noun} has been prepared by our workshop and comes with a comprehensive pre-delivery check, a full tank and a detailed walk-through of every feature when you collect it. ${ctx.carType === 'used' ? `It shows ${ctx.kms} and drives beautifully.` : 'Choose your accessories now and we will fit them before delivery.'}</p>`,
    `<p><strong>Highlights include:</strong></p>`,
    `<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>`,
    `<p>Finance can be arranged on the spot and all trade-ins are welcome. Call <strong>${ctx.dealer}</strong> on ${ctx.phone} or send an enquiry and we will reply within the hour during opening times.</p>`,
  ].join('');
}

/** Dealer HTML that must be sanitised: a script element and an inline event handler. */
export function hostileHtmlComment(ctx: CommentContext): string {
  return [
    `<p><strong>${ctx.name}</strong> – a beautifully kept ${ctx.noun} with a complete service history and every feature you could want.</p>`,
    '<script>alert(1)</script>',
    `<p>Our team has detailed it inside and out. <img src="x" onerror="alert(2)" alt="">See it in person at ${ctx.dealer}.</p>`,
    '<ul><li>Two keys and the original books</li><li>Roadworthy certificate supplied</li><li>Finance available</li></ul>',
    `<p onclick="alert(3)">Priced well under the market average for a quick sale. Call ${ctx.phone} today to book a test drive before it is gone.</p>`,
  ].join('');
}

const CAR_EQUIPMENT = [
  'ABS',
  'Electronic Stability Control',
  'Traction Control',
  'Autonomous Emergency Braking',
  'Lane Keep Assist',
  'Lane Departure Warning',
  'Blind Spot Monitor',
  'Rear Cross Traffic Alert',
  'Adaptive Cruise Control',
  'Cruise Control',
  'Reversing Camera',
  '360 Degree Camera',
  'Rear Parking Sensors',
  'Front Parking Sensors',
  'Apple CarPlay',
  'Android Auto',
  'Bluetooth',
  'Satellite Navigation',
  'DAB+ Digital Radio',
  'USB-C Ports',
  'Wireless Phone Charger',
  'Dual Zone Climate Control',
  'Keyless Entry',
  'Push Button Start',
  'Power Folding Mirrors',
  'LED Headlights',
  'LED Daytime Running Lights',
  'Automatic Headlights',
  'Rain Sensing Wipers',
  'Alloy Wheels',
  'Leather Seats',
  'Heated Front Seats',
  'Power Driver Seat',
  'Sunroof',
  'Power Tailgate',
  'Head-Up Display',
  'Tyre Pressure Monitor',
  '7 Airbags',
  'ISOFIX Child Seat Anchors',
  'Hill Start Assist',
];

const UTE_EQUIPMENT = ['Tub Liner', 'Tow Bar', 'Side Steps', 'Rear Differential Lock', 'Hill Descent Control', 'Sports Bar', 'Low Range Transfer Case'];
const EV_EQUIPMENT = ['Type 2 AC Charging', 'CCS2 DC Fast Charging', 'Regenerative Braking', 'Vehicle-to-Load', 'Heat Pump'];
const BIKE_EQUIPMENT = [
  'ABS',
  'Cornering ABS',
  'Traction Control',
  'Ride Modes',
  'Quickshifter',
  'Slipper Clutch',
  'LED Headlight',
  'TFT Display',
  'Bluetooth Connectivity',
  'Cruise Control',
  'Adjustable Suspension',
  'USB Charging Port',
  'Immobiliser',
  'Hazard Lights',
  'Adjustable Levers',
  'Centre Stand',
];

/** A standard-equipment list: the body's extras plus a selection of common items. */
export function equipment(rng: Rng, kind: 'car' | 'bike', body: string, electric: boolean): string[] {
  if (kind === 'bike') return rng.sample(BIKE_EQUIPMENT, rng.int(6, 12));
  const extras = [...(body === 'ute' || body === 'cabChassis' ? UTE_EQUIPMENT : []), ...(electric ? EV_EQUIPMENT : [])];
  return [...rng.sample(extras, Math.min(extras.length, 3)), ...rng.sample(CAR_EQUIPMENT, rng.int(8, 18))];
}

export const HOTSPOTS = {
  exterior: [
    { id: 'ext-lights', anchors: ['front'], description: 'LED headlights with automatic high beam.' },
    { id: 'ext-wheels', anchors: ['wheel'], description: 'Machined alloy wheels with a full-size spare.' },
    { id: 'ext-tailgate', anchors: ['rear'], description: 'Power tailgate with hands-free opening.' },
  ],
  interior: [
    { id: 'int-screen', anchors: ['dash'], description: '12.3-inch touchscreen with wireless Apple CarPlay and Android Auto.' },
    { id: 'int-seats', anchors: ['seats'], description: 'Heated and ventilated front seats trimmed in leather.' },
  ],
};
