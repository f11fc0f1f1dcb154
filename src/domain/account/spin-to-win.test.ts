import { describe, expect, it } from 'vitest';
import { campaignOpen, drawSegment, landingRotation, oddsText, prizeOdds } from './spin-to-win.ts';

const PRIZES = [
  { id: 'tint', label: 'Free window tint', weight: 1 },
  { id: 'fuel', label: '$50 fuel card', weight: 3 },
  { id: 'none', label: 'Better luck next time', weight: 0 },
];

describe('spin-to-win', () => {
  it('prints the odds the draw uses', () => {
    expect(prizeOdds(PRIZES).map((prize) => oddsText(prize.percent))).toEqual(['25%', '75%', '0%']);
    expect(oddsText(0.05)).toBe('<0.1%');
    expect(oddsText(2.345)).toBe('2.3%');
  });

  it('draws each prize for exactly its weight of tickets, never a weight-0 prize', () => {
    const drawn = [0, 1, 2, 3].map((ticket) => drawSegment(PRIZES, () => ticket));
    expect(drawn).toEqual([0, 1, 1, 1]);
  });

  it('asks for a ticket below the total weight', () => {
    let asked = 0;
    drawSegment(PRIZES, (max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(4);
    expect(() => drawSegment([{ id: 'a', label: 'A', weight: 0 }], () => 0)).toThrow(/no prize/);
  });

  it('lands the pointer in the middle of the drawn segment', () => {
    // 4 segments of 90°: segment 1 spans 90–180°, its centre 135° must come round to the top (0°).
    expect((landingRotation(1, 4) + 135) % 360).toBe(0);
    expect(landingRotation(0, 4, 5)).toBe(5 * 360 + 315);
  });

  it('closes a campaign at its end', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(campaignOpen(null, now)).toBe(true);
    expect(campaignOpen('2026-11-20T23:59:59Z', now)).toBe(false);
    expect(campaignOpen('2026-12-01T00:00:00+10:00', now)).toBe(true);
  });
});
