import { describe, expect, it } from 'vitest';
import { memorySqlite } from '../../test-fixtures/test-database.ts';
import { LEAD_COLUMNS, leadFromRow } from './lead-record.ts';
import { splitName, storeLead } from './store-lead.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('storeLead', () => {
  it('writes a lead that reads back as it was given, with a new lead id', async () => {
    const { raw: db } = await memorySqlite();
    const stored = storeLead(db, {
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
    const lead = leadFromRow(db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`).get(stored.rowId));
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
    const { raw: db } = await memorySqlite();
    const { rowId } = storeLead(db, {
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
    expect(leadFromRow(db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`).get(rowId))).toMatchObject({ suspectedSpam: true, spamReason: 'honeypot' });
  });
});

describe('splitName', () => {
  it('takes the first word as the first name and the rest as the last name', () => {
    expect(splitName('  Casey Jo   Cash ')).toEqual({ firstName: 'Casey', lastName: 'Jo Cash' });
    expect(splitName('Casey')).toEqual({ firstName: 'Casey', lastName: undefined });
  });
});
