import { describe, expect, it } from 'vitest';
import { memorySqlite } from '../../test-fixtures/test-database.ts';

describe('lead delivery migrations', () => {
  it('005 keeps the deliveries queued under 004 (as lead.created) and lets a lead have one row per event', async () => {
    const { raw: db, migrateRest, storage } = await memorySqlite(4);
    db.exec(`INSERT INTO leads (public_id, website_id, form_type, category, name, payload_json, client_ip, idempotency_key, created_at)
             VALUES ('lead_a', 101, 'trade-in', 'Trade In', 'Tia', '{}', '127.0.0.1', 'k', '2026-11-25T00:00:00.000Z')`);
    db.exec(`INSERT INTO lead_deliveries (lead_id, website_id, channel, target, lead_type, status, attempts, next_attempt_at, created_at)
             VALUES (1, 101, 'email', 'sales@dealer.example', 'trade-in', 'dead', 12, '2026-11-25T00:00:00.000Z', '2026-11-25T00:00:00.000Z')`);

    expect(await migrateRest()).toContain('005_lead_delivery_events');
    expect(db.prepare('SELECT id, event, status, attempts FROM lead_deliveries').all()).toEqual([
      { id: 1, event: 'lead.created', status: 'dead', attempts: 12 },
    ]);
    db.exec(`INSERT INTO lead_deliveries (lead_id, website_id, event, channel, target, lead_type, next_attempt_at, created_at)
             VALUES (1, 101, 'trade-in.offer-accepted', 'email', 'sales@dealer.example', 'trade-in', 'x', 'x')`);
    expect(() =>
      db.exec(`INSERT INTO lead_deliveries (lead_id, website_id, event, channel, target, lead_type, next_attempt_at, created_at)
               VALUES (1, 101, 'trade-in.offer-accepted', 'email', 'sales@dealer.example', 'trade-in', 'x', 'x')`),
    ).toThrow(/UNIQUE/);
    await storage.close();
  });
});
