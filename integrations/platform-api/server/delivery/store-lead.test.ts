import { afterEach, describe, expect, it } from 'vitest';
import { AVAILABLE_ENGINES, temporaryDatabase } from '../../test-fixtures/test-database.ts';
import { openStorage } from '../storage/open-storage.ts';
import { createStore, type Store } from '../storage/store.ts';
import { loadLead } from './lead-record.ts';
import { splitName, storeLead } from './store-lead.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

const cleanUps: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function store(engine: (typeof AVAILABLE_ENGINES)[number]): Promise<Store> {
  const database = await temporaryDatabase(engine);
  cleanUps.push(database.cleanUp);
  const storage = await openStorage(database.target);
  cleanUps.push(() => storage.close());
  return createStore(storage);
}

describe.each(AVAILABLE_ENGINES)('storeLead on %s', (engine) => {
  it('writes a lead that reads back as it was given, with a new lead id', async () => {
    const db = await store(engine);
    const stored = await storeLead(db, {
      websiteId: 101,
      formType: 'reservation',
      category: 'Reserve Online',
      name: 'Casey',
      lastName: 'Jo Cash',
      email: 'casey@example.com',
      phone: '0412111222',
      carId: 1004,
      dealershipSlug: 'demo-motors-brisbane',
      locationId: 501,
      payload: { message: 'Reserved online.', reservation_id: 'res_1' },
      clientIp: '127.0.0.1',
      idempotencyKey: 'reservation:res_1',
      now: NOW,
    });
    expect(stored.publicId).toMatch(/^lead_\w{16}$/);
    const lead = await loadLead(db, stored.rowId);
    expect(lead).toMatchObject({
      id: stored.publicId,
      websiteId: 101,
      formType: 'reservation',
      subcategory: null,
      firstName: 'Casey',
      lastName: 'Jo Cash',
      carId: 1004,
      dealershipSlug: 'demo-motors-brisbane',
      locationId: 501,
      postcode: null,
      message: 'Reserved online.',
      suspectedSpam: false,
      spamReason: null,
      createdAt: NOW.toISOString(),
    });
  });

  it('marks a lead flagged as spam, with its reason', async () => {
    const db = await store(engine);
    const { rowId } = await storeLead(db, {
      websiteId: 101,
      formType: 'general-enquiry',
      category: 'General Enquiry',
      name: 'Bot',
      payload: {},
      spamReason: 'honeypot',
      clientIp: '10.0.0.1',
      idempotencyKey: 'k',
      now: NOW,
    });
    expect(await loadLead(db, rowId)).toMatchObject({ suspectedSpam: true, spamReason: 'honeypot' });
  });
});

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('  Casey Jo   Cash ')).toEqual({ firstName: 'Casey', lastName: 'Jo Cash' });
    expect(splitName('Casey')).toEqual({ firstName: 'Casey', lastName: undefined });
  });
});
