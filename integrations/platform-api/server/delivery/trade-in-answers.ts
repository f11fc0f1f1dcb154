import { formatAud, formatKm } from '../../../../src/domain/format.ts';
import type { LeadAnswer } from './lead-answers.ts';
import type { TradeInFacts } from './trade-in-facts.ts';

/**
 * An accepted trade-in offer, told as answers: the car the rego lookup found and the rego typed,
 * every valuation question with the shopper's answer, and the offer. The dealer's buyer inspects the
 * car against exactly these before confirming the price.
 */

const QUESTIONS: Record<string, string> = {
  km: 'Odometer',
  condition: 'Condition',
  service_history: 'Service history',
  accident_history: 'Been in an accident',
  finance_owing: 'Finance owing',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function answerText(question: string, value: string | number | boolean): string {
  if (question === 'km' && typeof value === 'number') return formatKm(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return capitalised(String(value));
}

export function tradeInAnswers(facts: TradeInFacts | null): LeadAnswer[] {
  if (!facts) return [];
  const answers: LeadAnswer[] = [];
  const add = (field: string, label: string, value: string) => answers.push({ field, label, value, group: 'answers' });
  if (facts.vehicle) add('trade_in.vehicle', 'Trade-in car', facts.vehicle.description);
  if (facts.rego) add('trade_in.rego', 'Rego', `${facts.rego.rego} (${facts.rego.state})`);
  for (const [question, value] of Object.entries(facts.answers ?? {})) {
    add(`trade_in.answers.${question}`, QUESTIONS[question] ?? capitalised(question.replace(/[_-]+/g, ' ')), answerText(question, value));
  }
  if (facts.valuation) {
    const { offer_price: offer, amount_min: min, amount_max: max } = facts.valuation;
    add('trade_in.valuation', 'Offer accepted', `${formatAud(offer)} (estimate ${formatAud(min)}–${formatAud(max)}, subject to inspection)`);
  }
  // The shopper was told too: nobody should act on an invented car or price as if it were real.
  if (facts.demonstration)
    add('trade_in.demonstration', 'Valuation', 'DEMONSTRATION: the car and offer were invented by the stand-in valuation service, not a real valuation');
  return answers;
}

/** The valuation's odometer answer, for ADF's <odometer>. */
export function tradeInKm(facts: TradeInFacts | null): number | null {
  const km = facts?.answers?.km;
  return typeof km === 'number' ? km : null;
}
