/**
 * Spin-to-win rules (pure): the odds the page prints and the weighted draw the platform API makes,
 * from the same prize list, so what the shopper is told is what the draw does.
 */

export interface WeightedPrize {
  id: string;
  label: string;
  weight: number;
}

/** Each prize's chance as a percentage of the total weight (0 for a weight of 0). */
export function prizeOdds<P extends WeightedPrize>(prizes: readonly P[]): Array<P & { percent: number }> {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  return prizes.map((prize) => ({ ...prize, percent: total > 0 ? (prize.weight / total) * 100 : 0 }));
}

/** '25%', '0.5%', '<0.1%': readable, never rounded to a misleading 0 for a prize that can be won. */
export function oddsText(percent: number): string {
  if (percent === 0) return '0%';
  if (percent < 0.1) return '<0.1%';
  const rounded = percent >= 10 ? Math.round(percent) : Math.round(percent * 10) / 10;
  return `${rounded}%`;
}

/**
 * The segment drawn: `randomInt(total)` gives a uniform integer in [0, total) (the server passes
 * node:crypto's randomInt), and each prize owns `weight` consecutive values of it. A weight-0 prize
 * owns none, so it can never be drawn.
 */
export function drawSegment(prizes: readonly WeightedPrize[], randomInt: (max: number) => number): number {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total <= 0) throw new Error('spin-to-win: no prize has a weight above 0');
  let ticket = randomInt(total);
  for (const [index, prize] of prizes.entries()) {
    if (ticket < prize.weight) return index;
    ticket -= prize.weight;
  }
  throw new Error(`spin-to-win: ticket out of range (${total})`);
}

/** Whether a campaign still takes spins at `now`. */
export function campaignOpen(endsAt: string | null, now: Date): boolean {
  return endsAt === null || Date.parse(endsAt) > now.getTime();
}

/**
 * Where the wheel stops, in degrees of clockwise rotation, so the pointer at the top sits in the
 * middle of `segment`: the wheel turns whole `turns` first, then back by the segment's centre.
 */
export function landingRotation(segment: number, segments: number, turns = 5): number {
  const size = 360 / segments;
  return turns * 360 + (360 - (segment * size + size / 2));
}
