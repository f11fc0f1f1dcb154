import { describe, expect, it } from 'vitest';
import { leadAnswers } from './lead-answers.ts';
import { context, lead } from './testing/lead-context-fixture.ts';

const answersOf = (payload: Record<string, unknown>, overrides = {}) =>
  leadAnswers(context({ lead: { ...lead, payload }, ...overrides })).map(({ label, value, group }) => [group, label, value]);

describe('leadAnswers', () => {
  it('labels the form questions, shows a field nobody labelled under its own name, and skips blanks', () => {
    expect(
      answersOf({
        Rego: 'ABC123',
        odometer_km: '84000',
        loan_amount: 30000,
        additional_services: ['Tyres', 'Brakes'],
        best_time_to_call: 'Mornings',
        empty: '',
      }),
    ).toEqual([
      ['answers', 'Rego', 'ABC123'],
      ['answers', 'Kilometres', '84,000 km'],
      ['answers', 'Services', 'Tyres, Brakes'],
      ['answers', 'Loan amount', '$30,000'],
      ['custom', 'Best time to call', 'Mornings'],
    ]);
  });

  it("does not repeat the stock car's make and model, but keeps a typed car's", () => {
    const typed = { 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5' };
    expect(answersOf(typed)).toEqual([]);
    expect(answersOf({ ...typed, vehicle_year: '2019' }, { lead: { ...lead, formType: 'trade-in', payload: { ...typed, vehicle_year: '2019' } } })).toEqual([
      ['answers', 'Year', '2019'],
      ['answers', 'Make', 'Mazda'],
      ['answers', 'Model', 'CX-5'],
    ]);
  });

  it('says whether the shopper opted in, and where they came from', () => {
    const payload = {
      opt_in: false,
      source: 'google',
      url: 'https://d.example/x',
      lead_attributes: { visited_pages: ['/', '/x'], linked_query_params: { gclid: 'Cj0' } },
    };
    expect(answersOf(payload)).toEqual([
      ['consent', 'Marketing consent', 'No — did not opt in to offers and news'],
      ['campaign', 'Source', 'google'],
      ['campaign', 'gclid', 'Cj0'],
      ['campaign', 'Pages visited', '/\n/x'],
      ['campaign', 'Sent from', 'https://d.example/x'],
    ]);
  });
});
