/**
 * What one bench:api shopper does, from its own address (X-Forwarded-For): reads the live status of
 * a search page of cards and of one car, often signs in and saves a car, often sends an enquiry (a
 * lead, keyed, with the outbox's retries), and sometimes races other shoppers to reserve one of the
 * few cars open for the race and pays the deposit. Everything a shopper was told is kept, to be
 * checked against the database afterwards.
 */
import type { BenchCar, BenchDealer } from './api-dealers.ts';
import type { Client } from './api-requests.ts';

export interface ShopperMix {
  signIn: number;
  lead: number;
  reserve: number;
}

export interface RaceCar extends BenchCar {
  websiteId: number;
}

export interface Ledger {
  /** Every lead a shopper submitted, by its unique message. */
  leads: Set<string>;
  /** Leads the shopper saw acknowledged (2xx), and refused for good (4xx). */
  acknowledged: number;
  refused: Map<string, number>;
  /** Per race car ("website:car"): shoppers who tried, and the reservation ids whose deposit was paid (200). */
  attempts: Map<string, number>;
  paid: Map<string, Set<string>>;
  /** Cars a shopper saw paid for: no longer open for the race. */
  taken: Set<string>;
  unfinished: number;
  shoppers: number;
}

export function createLedger(): Ledger {
  return { leads: new Set(), acknowledged: 0, refused: new Map(), attempts: new Map(), paid: new Map(), taken: new Set(), unfinished: 0, shoppers: 0 };
}

export interface ShopperWorld {
  client: Client;
  dealers: readonly BenchDealer[];
  raceCars: readonly RaceCar[];
  /** Cars open for the race at once: the first ones not yet seen paid for. */
  openRace: number;
  mix: ShopperMix;
  ledger: Ledger;
  random: () => number;
  /** Keyed requests give up after this moment (performance.now()). */
  giveUpAt: () => number;
  /** Work that goes on after the shopper has moved on: a lead's retries, as the browser outbox sends them. */
  background: (work: Promise<void>) => void;
  runId: string;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;
const carKey = (car: RaceCar) => `${car.websiteId}:${car.id}`;

/** The n-th shopper's address and phone: unique for 2^24 shoppers. */
function identity(n: number): { ip: string; phone: string } {
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, phone: `04${String(n % 100_000_000).padStart(8, '0')}` };
}

function countRefusal(ledger: Ledger, status: number, error: unknown): void {
  const reason = `${status} ${String(error)}`;
  ledger.refused.set(reason, (ledger.refused.get(reason) ?? 0) + 1);
}

async function signInAndSave(world: ShopperWorld, dealer: BenchDealer, ip: string, phone: string): Promise<void> {
  const { client } = world;
  const website = dealer.websiteId;
  const code = await client.send('POST', '/api/sign-in/code', { body: { website_id: website, phone }, ip });
  if (code?.status !== 200) return;
  const verified = await client.send('POST', '/api/sign-in/verify', { body: { website_id: website, phone, code: String(code.json.demo_code ?? '') }, ip });
  const cookie = (verified?.headers.get('set-cookie') ?? '').split(';')[0];
  if (verified?.status !== 200 || !cookie) return;
  const car = pick(dealer.reservable.length > 0 ? dealer.reservable : [{ id: dealer.ids[0]!, slug: '' }], world.random);
  await client.send('POST', '/api/watchlist/save-car', { body: { website_id: website, phone_number: phone, car_id: car.id }, ip, cookie });
}

async function enquire(world: ShopperWorld, dealer: BenchDealer, ip: string, n: number, afterFirstTry: () => void): Promise<void> {
  const message = `bench:api ${world.runId} lead #${n}`;
  world.ledger.leads.add(message);
  const body = {
    website_id: dealer.websiteId,
    form_type: 'general-enquiry',
    category: 'General Enquiry',
    name: 'Alex Citizen',
    email: `shopper${n}@example.com`,
    phone: '0412 345 678',
    message,
    url: `https://www.${dealer.slug}.example/contact`,
    source: 'website',
    user_agent: 'bench:api',
    lead_attributes: { visited_pages: ['/', '/contact'], linked_query_params: {} },
  };
  const reply = await world.client.reliably('/api/leads', body, { ip, key: `lead-${world.runId}-${n}`, until: world.giveUpAt, afterFirstTry });
  if (!reply) world.ledger.unfinished += 1;
  else if (reply.status < 300) world.ledger.acknowledged += 1;
  else countRefusal(world.ledger, reply.status, reply.json.error);
}

async function race(world: ShopperWorld, ip: string, phone: string, n: number): Promise<void> {
  const open = world.raceCars.filter((car) => !world.ledger.taken.has(carKey(car))).slice(0, world.openRace);
  if (open.length === 0) return;
  const car = pick(open, world.random);
  const key = carKey(car);
  world.ledger.attempts.set(key, (world.ledger.attempts.get(key) ?? 0) + 1);
  const hold = await world.client.reliably(
    '/api/reservations',
    { website_id: car.websiteId, car_id: car.id, name: 'Alex Citizen', email: `racer${n}@example.com`, phone },
    { ip, key: `hold-${world.runId}-${n}`, until: world.giveUpAt, retry429: false },
  );
  if (hold?.status !== 201) return;
  const id = String(hold.json.reservation_id);
  const paid = await world.client.reliably(
    `/api/reservations/${id}/confirm`,
    { website_id: car.websiteId, payment_method: '4242424242424242' },
    { ip, key: `pay-${world.runId}-${n}`, until: world.giveUpAt, retry429: false },
  );
  if (paid?.status !== 200) return;
  world.ledger.taken.add(key);
  const ids = world.ledger.paid.get(key) ?? new Set<string>();
  ids.add(id);
  world.ledger.paid.set(key, ids);
}

/** The n-th shopper's visit, start to end. */
export async function shopper(world: ShopperWorld, n: number): Promise<void> {
  const { client, random } = world;
  const { ip, phone } = identity(n);
  const dealer = pick(world.dealers, random);
  world.ledger.shoppers += 1;
  const first = Math.floor(random() * Math.max(1, dealer.ids.length - 12));
  await client.send('GET', `/api/cars/status?website_id=${dealer.websiteId}&ids=${dealer.ids.slice(first, first + 12).join(',')}`, { ip });
  const car = dealer.reservable[Math.floor(random() * dealer.reservable.length)];
  if (car) await client.send('GET', `/cars/${car.slug}/status?website_id=${dealer.websiteId}`, { ip });
  if (random() < world.mix.signIn) await signInAndSave(world, dealer, ip, phone);
  if (random() < world.mix.lead) {
    // The shopper waits for the first try only; a retry (a lost acknowledgement, a crashed instance)
    // goes on in the background while the shopper carries on, as the outbox does.
    let firstTried!: () => void;
    const first = new Promise<void>((resolve) => (firstTried = resolve));
    const sending = enquire(world, dealer, ip, n, firstTried);
    world.background(sending);
    await Promise.race([first, sending]);
  }
  if (random() < world.mix.reserve) await race(world, ip, phone, n);
}
