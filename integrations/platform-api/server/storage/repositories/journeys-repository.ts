import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The purchase journey rows (migration 006): whose journey it is and where it stands; its steps are lead_steps. */

type JourneyStatus = 'open' | 'submitted' | 'stopped';

export function journeysRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('purchase_journeys as j')
      .innerJoin('leads as l', 'l.id', 'j.lead_id')
      .select(['j.lead_id', 'l.public_id', 'j.website_id', 'j.car_id', 'j.user_id', 'j.token_hash', 'j.status', 'l.name', 'l.last_name', 'l.email', 'l.phone']);
  return {
    byLeadId: (websiteId: number, leadPublicId: string) =>
      select().where('l.public_id', '=', leadPublicId).where('j.website_id', '=', websiteId).executeTakeFirst(),

    /** The signed-in shopper's latest journey for this car that is not finished. */
    openOfUser: (websiteId: number, userId: number, carId: number) =>
      select()
        .where('j.website_id', '=', websiteId)
        .where('j.user_id', '=', userId)
        .where('j.car_id', '=', carId)
        .where('j.status', '<>', 'stopped')
        .orderBy('j.lead_id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    async insert(leadRowId: number, websiteId: number, carId: number, userId: number | null, tokenHash: string, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .insertInto('purchase_journeys')
        .values({
          lead_id: leadRowId,
          website_id: websiteId,
          car_id: carId,
          user_id: userId,
          token_hash: tokenHash,
          status: 'open',
          created_at: at,
          updated_at: at,
        })
        .execute();
    },

    async setStatus(leadRowId: number, status: JourneyStatus, now: Date): Promise<void> {
      const at = now.toISOString();
      await db
        .updateTable('purchase_journeys')
        .set({ status, updated_at: at, ...(status === 'submitted' ? { submitted_at: at } : {}) })
        .where('lead_id', '=', leadRowId)
        .execute();
    },

    async touch(leadRowId: number, now: Date): Promise<void> {
      await db.updateTable('purchase_journeys').set({ updated_at: now.toISOString() }).where('lead_id', '=', leadRowId).execute();
    },
  };
}
