import type { OnRoadRates } from '../../data/schemas/on-road-rates.ts';
import { FEE_KINDS, type AuState, type FeeKind } from './kinds.ts';
import { formatIsoDate } from '../format.ts';
import { cents, scheduleDuty } from './duty.ts';
import { inForce, matchesVehicle } from './match.ts';
import type { OnRoadFacts } from './vehicle-facts.ts';

export interface DriveAwayInput {
  rates: OnRoadRates;
  state: AuState;
  /** The car's advertised price, GST included, before government charges. */
  price: number;
  /** The dealer's delivery charge for this car (experience config); part of the dutiable value. */
  deliveryCharge: number;
  facts: OnRoadFacts;
  /** The day the estimate is for (YYYY-MM-DD, the dealer's calendar): picks the figures in force. */
  on: string;
}

export type EstimateItemKind = 'price' | 'delivery' | 'duty' | FeeKind;

export interface EstimateItem {
  kind: EstimateItemKind;
  label: string;
  amount: number;
  /** Why this amount: the duty schedule or concession, the fee's basis. */
  detail?: string;
}

export interface DriveAwayEstimate {
  state: AuState;
  stateName: string;
  /** Price plus the dealer's delivery: what every state levies duty on (GST-inclusive market value). */
  dutiableValue: number;
  items: EstimateItem[];
  /** Duty and fees: what "Excl. Govt. Charges" left out. */
  governmentCharges: number;
  total: number;
}

/**
 * Itemised drive-away estimate for a car registered in `state`: price, dealer delivery, duty by the
 * state's first matching schedule (less any concession in force), then per fee kind the first fee in
 * force that matches the car. Pure: the same answer at build time and in the browser.
 */
export function driveAwayEstimate(input: DriveAwayInput): DriveAwayEstimate {
  const { rates, state, facts, on } = input;
  const table = rates.states[state];
  const delivery = Math.max(0, input.deliveryCharge);
  const dutiableValue = input.price + delivery;
  const items: EstimateItem[] = [{ kind: 'price', label: 'Advertised price', amount: input.price }];
  if (delivery > 0) items.push({ kind: 'delivery', label: 'Dealer delivery', amount: delivery });

  const schedule = table.duty.find((s) => inForce(s, on) && matchesVehicle(s.when, facts, dutiableValue));
  if (schedule) {
    const full = scheduleDuty(schedule, dutiableValue);
    const concession = (table.concessions ?? []).find((c) => inForce(c, on) && matchesVehicle(c.when, facts, dutiableValue));
    const reduction = concession ? Math.min(full, concession.reduction === 'all' ? full : concession.reduction) : 0;
    const detail = concession && reduction > 0 ? `${schedule.label}; ${concession.label}` : schedule.label;
    items.push({ kind: 'duty', label: table.dutyName, amount: cents(full - reduction), detail });
  }

  // A registered used car keeps its registration and CTP when it stays in the state it is registered in.
  const registration = facts.registration;
  const keepsRegistration = registration !== undefined && registration.state === state && registration.until >= on;
  if (keepsRegistration) {
    items.push({
      kind: 'registration',
      label: 'Current registration and CTP',
      amount: 0,
      detail: `Registered until ${formatIsoDate(registration.until)}; stays with the car`,
    });
  }
  for (const kind of FEE_KINDS) {
    if (keepsRegistration && (kind === 'registration' || kind === 'ctp')) continue;
    const fee = table.fees.find((f) => f.kind === kind && inForce(f, on) && matchesVehicle(f.when, facts, dutiableValue));
    if (fee) items.push({ kind, label: fee.label, amount: fee.amount, ...(fee.note ? { detail: fee.note } : {}) });
  }

  const governmentCharges = cents(items.filter((i) => i.kind !== 'price' && i.kind !== 'delivery').reduce((sum, i) => sum + i.amount, 0));
  return { state, stateName: table.name, dutiableValue, items, governmentCharges, total: cents(dutiableValue + governmentCharges) };
}
