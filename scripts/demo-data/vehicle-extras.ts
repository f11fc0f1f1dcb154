import type { FinanceProvider } from '../../src/config/finance.ts';
import type { FinanceLender, Vehicle } from '../../src/data/schemas/vehicle.ts';
import { formatAud } from '../../src/domain/format.ts';
import type { Body, ModelSpec } from './catalogue.ts';
import type { State } from './dealers/types.ts';
import type { Rng } from './prng.ts';

type Variant = NonNullable<Vehicle['variant']>;

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** World manufacturer identifiers, so VINs look like the make's. */
const WMI: Record<string, string> = {
  Nissan: 'JN1',
  Kia: 'KNA',
  Ford: 'MPB',
  Mazda: 'JM0',
  Toyota: 'JTM',
  MG: 'LSJ',
  Mitsubishi: 'MMB',
  Jeep: '1C4',
  Chery: 'LVV',
  Hyundai: 'KMH',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  Honda: 'JHM',
  Holden: '6G1',
  Isuzu: 'MPA',
  Tesla: 'LRW',
  BMW: 'WBA',
  'Mercedes-Benz': 'W1K',
  Audi: 'WAU',
  Suzuki: 'JS2',
  Skoda: 'TMB',
  Volvo: 'YV1',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  KTM: 'VBK',
  'Harley-Davidson': '1HD',
  Ducati: 'ZDM',
  Triumph: 'SMT',
};
/** VIN position 10: model year (2010 = A … 2026 = T, skipping I, O, Q, U, Z). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRST';

const chars = (rng: Rng, alphabet: string, count: number): string =>
  Array.from({ length: count }, () => alphabet.charAt(rng.int(0, alphabet.length - 1))).join('');

export function vin(rng: Rng, make: string, year: number): string {
  const yearCode = YEAR_CODES.charAt(Math.min(Math.max(year - 2010, 0), YEAR_CODES.length - 1));
  return `${WMI[make] ?? chars(rng, VIN_CHARS, 3)}${chars(rng, VIN_CHARS, 6)}${yearCode}${chars(rng, VIN_CHARS, 7)}`;
}

/** Number plates in each state's current general-issue format. */
export function regoPlate(rng: Rng, state: State): string {
  const d = (n: number) => chars(rng, '0123456789', n);
  const l = (n: number) => chars(rng, PLATE_LETTERS, n);
  if (state === 'QLD') return `${d(3)}${l(3)}`;
  if (state === 'NSW') return `${l(2)}${d(2)}${l(2)}`;
  if (state === 'VIC') return `${d(1)}${l(2)}${d(1)}${l(2)}`;
  if (state === 'WA') return `1${l(3)}${d(3)}`;
  return `${l(3)}${d(3)}`;
}

/** Rounds to a retail price ending in 990 (most) or a round 500. */
export function retail(rng: Rng, value: number): number {
  if (value < 1000) return 990;
  return rng.chance(0.85) ? Math.max(990, Math.round(value / 1000) * 1000 - 10) : Math.round(value / 500) * 500;
}

const roundCents = (value: number): number => Math.round(value * 100) / 100;

/** Level repayment per period: standard amortisation. */
function repayment(principal: number, ratePercent: number, periodsPerYear: number, years: number): number {
  const r = ratePercent / 100 / periodsPerYear;
  const n = periodsPerYear * years;
  return r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n);
}

const LENDER_TEXT: Record<string, { fee: number; rate: [number, number]; spread: number; text: string }> = {
  'nissan-finance': {
    fee: 1300,
    rate: [5.49, 9.99],
    spread: 0.9,
    text: 'Nissan Financial Services: approved applicants only. Fees, charges, terms and conditions apply. Estimated repayment on the price shown with no balloon over the term shown.',
  },
  taurus: {
    fee: 1360.5,
    rate: [7.49, 13.99],
    spread: 1.1,
    text: 'Taurus Finance: approved applicants only. Repayments are an estimate on the advertised price and the term shown. Comparison rate based on a $30,000 secured loan over 5 years; it is true only for that example.',
  },
  ausloans: {
    fee: 995,
    rate: [8.95, 15.95],
    spread: 1.4,
    text: 'AusLoans: indicative repayment for approved applicants only on the advertised price and the term shown. Fees apply. Comparison rate based on a $30,000 secured loan over 5 years.',
  },
};

/** A finance_lenders entry for the dealer's provider; `broken` drops the rates (finance then hidden). */
export function lenderEntry(rng: Rng, provider: FinanceProvider, price: number, carType: string, broken: boolean): FinanceLender {
  const lender = LENDER_TEXT[provider] ?? { fee: 995, rate: [8, 14] as [number, number], spread: 1, text: 'Finance for approved applicants only.' };
  const termYears = rng.pick([5, 5, 5, 7]);
  const rate = Math.round(rng.float(carType === 'used' ? lender.rate[0] + 1.5 : lender.rate[0], lender.rate[1]) * 100) / 100;
  const deposit = rng.chance(0.7) ? 0 : Math.round((price * rng.pick([0.1, 0.2])) / 100) * 100;
  const principal = price - deposit + lender.fee;
  const paymentMonth = roundCents(repayment(principal, rate, 12, termYears));
  return {
    disclaimer: `${lender.text} Example: ${rate}% p.a. over ${termYears} years with ${formatAud(deposit)} deposit.`,
    deposit,
    termYears,
    termMonths: termYears * 12,
    interestRate: broken ? null : rate,
    comparisonRate: broken ? null : Math.round((rate + lender.spread) * 100) / 100,
    establishmentFees: lender.fee,
    paymentWeek: roundCents(repayment(principal, rate, 52, termYears)),
    paymentMonth,
    totalPayable: roundCents(paymentMonth * termYears * 12),
  };
}

const DIMENSIONS: Partial<Record<Body, [number, number, number, number, number]>> = {
  // length, width, height (mm), GVM (kg), braked towing (kg)
  suv: [4650, 1860, 1700, 2450, 2000],
  sedan: [4800, 1840, 1445, 2050, 1600],
  hatch: [4300, 1790, 1450, 1850, 1300],
  ute: [5370, 1920, 1880, 3200, 3500],
  cabChassis: [5250, 1860, 1800, 3050, 3500],
  wagon: [4870, 1840, 1670, 2200, 1800],
  van: [5300, 1990, 1990, 3300, 2000],
  peopleMover: [5155, 1995, 1775, 2700, 2000],
  coupe: [4560, 1850, 1380, 1900, 0],
  convertible: [3915, 1735, 1235, 1400, 0],
};

/** The model's technical variant; a few fields go missing as they do in real feeds. */
export function variant(rng: Rng, spec: ModelSpec, kind: 'car' | 'bike'): Variant {
  const pt = spec.powertrain;
  const [length, width, height, gvm, towing] = DIMENSIONS[spec.body as Body] ?? [2150, 850, 1150, 420, 0];
  const jitter = (value: number) => Math.round(value * rng.float(0.97, 1.03));
  const gap = <T>(value: T): T | null => (rng.chance(0.12) ? null : value);
  const cc = pt.cc ?? Math.round(pt.litres * 1000);
  return {
    cylinders: pt.cylinders || null,
    enginesize: cc || null,
    enginesize_litres: pt.litres || null,
    induction: gap(pt.induction),
    fuelconsumptioncombined: pt.consumption === null ? null : gap(Math.round(pt.consumption * rng.float(0.95, 1.05) * 10) / 10),
    fuelcapacity: gap(pt.tank),
    grossvehiclemass: kind === 'bike' ? null : gap(jitter(gvm)),
    vehiclelength: gap(jitter(length)),
    vehicleheight: gap(jitter(height)),
    vehiclewidth: gap(jitter(width)),
    towingcapacitybraked: kind === 'bike' || towing === 0 ? null : gap(Math.round(towing / 100) * 100),
    torque: pt.torque,
    bodyconfiguration: null,
    ancaprating: kind === 'bike' ? null : gap(rng.chance(0.8) ? 5 : 4),
  };
}
