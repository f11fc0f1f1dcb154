import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The vehicle page's counters: views per car, and phone reveals. */

export function countersRepository(db: Kysely<Database>) {
  return {
    async countView(websiteId: number, carSlug: string): Promise<number> {
      const row = await db
        .insertInto('car_views')
        .values({ website_id: websiteId, car_slug: carSlug, views: 1 })
        .onConflict((conflict) => conflict.columns(['website_id', 'car_slug']).doUpdateSet((eb) => ({ views: eb('car_views.views', '+', 1) })))
        .returning('views')
        .executeTakeFirstOrThrow();
      return row.views;
    },

    async recordPhoneReveal(websiteId: number, carId: number, dealershipId: number, clientIp: string, now: Date): Promise<void> {
      await db
        .insertInto('phone_reveals')
        .values({ website_id: websiteId, car_id: carId, dealership_id: dealershipId, client_ip: clientIp, created_at: now.toISOString() })
        .execute();
    },
  };
}
