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
    expect(droppedDataHtml({ vehicles, offers: [] }, 'tenants/demo')[0]).toMatch(/^tenants\/demo\/data\/stock\.json \(id 1\): dealercomments: dropped <script>/);
  });
});
