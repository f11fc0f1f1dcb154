import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newKey, postJson, startTestServer, validLead, type TestServer, SERVER_START_TIMEOUT_MS } from '../../test-fixtures/start-test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => new Date('2026-03-02T00:00:00Z') });
}, SERVER_START_TIMEOUT_MS);
afterAll(() => t.close(), SERVER_START_TIMEOUT_MS);

const send = (path: string, body: Record<string, unknown>, key = newKey()) =>
  postJson(t.baseUrl, path, { website_id: DEMO.websiteId, ...body }, { 'Idempotency-Key': key });

async function startJourney(): Promise<string> {
  const lead = await send('/api/leads', validLead({ form_type: 'trade-in', category: 'Trade-In', car_id: undefined, message: undefined }));
  expect(lead.status).toBe(201);
  return String(lead.json.lead_id);
}

describe('trade-in journey', () => {
  it('runs lead → rego lookup → valuation → offer acceptance, recording each step', async () => {
    const leadId = await startJourney();
    const rego = await send('/api/leads/rego-lookup', { lead_id: leadId, rego: 'abc 123', regoState: 'QLD' });
    expect(rego.status).toBe(201);
    expect(rego.json).toMatchObject({ lead_id: leadId, valuation_id: expect.stringMatching(/^val_/), vehicle: { make: expect.any(String) } });

    const vehicle = rego.json.vehicle as { year: number };
    const valuation = await send('/api/leads/valuation', {
      lead_id: leadId,
      id: rego.json.valuation_id,
      adjustmentAnswers: { km: 20_000, condition: 'good', 'Any accident damage?': false },
    });
    expect(valuation.status).toBe(201);
    if (2026 - vehicle.year > 7) expect(valuation.json).toMatchObject({ valuation: null, error: expect.stringContaining('7 years') });
    else expect(valuation.json.valuation).toMatchObject({ currency: 'AUD', note: expect.stringContaining('indicative') });

    const accepted = await send('/api/leads/offer-acceptance', {
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
    });
    expect([accepted.status, accepted.json]).toEqual([201, { lead_id: leadId }]);

    const steps = (
      await t.rows<{ step: string }>(
        'SELECT step FROM lead_steps JOIN leads ON leads.id = lead_steps.lead_id WHERE leads.public_id = ? ORDER BY lead_steps.id',
        leadId,
      )
    ).map((row) => row.step);
    expect(steps).toEqual(['rego_lookup', 'valuation', 'offer_acceptance']);
  });

  it('checks each step', async () => {
    const leadId = await startJourney();
    const badRego = await send('/api/leads/rego-lookup', { lead_id: leadId, rego: '!', regoState: 'XX' });
    expect(badRego.json.fields).toEqual({ rego: 'Please enter a valid rego.', regoState: 'Please choose a state.' });
    const unknownValuation = await send('/api/leads/valuation', { lead_id: leadId, id: 'val_nope', adjustmentAnswers: {} });
    expect([unknownValuation.status, unknownValuation.json.fields]).toEqual([400, { id: 'Unknown valuation id: look the rego up first.' }]);
    const wrongSubcategory = await send('/api/leads/offer-acceptance', {
      lead_id: leadId,
      form_completed: true,
      offer_accepted: true,
      category: 'Trade-In',
      subcategory: 'Accepted',
    });
    expect(wrongSubcategory.json.fields).toEqual({ subcategory: "Subcategory must be '3. Offer Accepted'." });
  });

  it("does not continue another website's lead, or an unknown one", async () => {
    const leadId = await startJourney();
    const elsewhere = await postJson(
      t.baseUrl,
      '/api/leads/rego-lookup',
      { website_id: 202, lead_id: leadId, rego: 'ABC123', regoState: 'QLD' },
      { 'Idempotency-Key': newKey() },
    );
    expect(elsewhere.status).toBe(404);
    expect((await send('/api/leads/rego-lookup', { lead_id: 'lead_0000000000000000', rego: 'ABC123', regoState: 'QLD' })).status).toBe(404);
  });
});

describe('valuation save (POST /api/miscellaneous)', () => {
  it('stores the valuation with column_name "valuation"', async () => {
    const leadId = await startJourney();
    const value = { valuation: { amount_min: 18_000, amount_max: 19_900 }, source: 'trade-in' };
    const saved = await send('/api/miscellaneous', { column_name: 'valuation', lead_id: leadId, value });
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual({ saved: true, id: expect.any(Number) });
    const [row] = await t.rows('SELECT column_name, lead_public_id, value_json FROM miscellaneous WHERE id = ?', Number(saved.json.id));
    expect(row).toEqual({ column_name: 'valuation', lead_public_id: leadId, value_json: JSON.stringify(value) });
    expect((await send('/api/miscellaneous', { column_name: 'password', value })).status).toBe(400);
  });
});
