import { describe, expect, it } from 'vitest';
import type { Offer, Vehicle } from '../data/schemas/index.ts';
import { droppedDataHtml } from './dealer-html-warnings.ts';

describe('droppedDataHtml', () => {
  it('names the record, the field and what the allow-list dropped', () => {
    const vehicles = [
      { id: 1, dealercomments: '<p>Great car</p><script>alert(1)</script>' },
      { id: 2, dealercomments: '<p>Clean <strong>comment</strong></p>' },
      { id: 3, dealercomments: null },
    ] as Vehicle[];
    const offers = [{ id: 9, description: '<p onclick="x()">Offer</p><img src=x onerror=alert(1)>', sanitized_description: undefined }] as unknown as Offer[];
    expect(droppedDataHtml({ vehicles, offers })).toEqual([
      'data/stock.json (id 1): dealercomments: dropped <script> — not allowed in dealer HTML (docs/security.md)',
      'data/offers.json (id 9): description: dropped onclick on <p>, <img> — not allowed in dealer HTML (docs/security.md)',
    ]);
    expect(droppedDataHtml({ vehicles, offers: [] }, 'tenants/demo')[0]).toMatch(
      /^tenants\/demo\/data\/stock\.json \(id 1\): dealercomments: dropped <script>/,
    );
  });
  it('logs a custom slider (spin_code) it cannot show, saying why; an allowed one passes quietly (spec 01 §8)', () => {
    const vehicles = [
      { id: 4, spin_code: '<iframe src="https://evil.example/tour"></iframe>' },
      { id: 5, spin_code: '<iframe src="https://spins.spincar.com/demo/VIN5"></iframe>' },
      { id: 6, spin_code: '<script src="https://spins.spincar.com/x.js"></script>' },
    ] as Vehicle[];
    expect(droppedDataHtml({ vehicles, offers: [] })).toEqual([
      'data/stock.json (id 4): spin_code: evil.example is not an allowed slider host (spins.spincar.com) — custom slider left out (docs/vehicle-page.md)',
      'data/stock.json (id 6): spin_code: no <iframe src> in the embed code — custom slider left out (docs/vehicle-page.md)',
    ]);
  });
});
