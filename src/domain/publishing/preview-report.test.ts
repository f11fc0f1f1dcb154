import { describe, expect, it } from 'vitest';
import { diffConfig, pagePaths, previewReport } from './preview-report.ts';

const car = (id: number, price: number) => ({ id, slug: `car-${id}`, name: `Car ${id}`, status: 'in_stock', price });

describe('preview report', () => {
  it('lists changed config fields by dotted path, arrays as a whole', () => {
    const live = { name: 'A', theme: { colors: { primary: '#000', accent: '#111' } }, dealerships: [{ id: 1 }] };
    const draft = { name: 'A', theme: { colors: { primary: '#fff', accent: '#111' } }, dealerships: [{ id: 1 }, { id: 2 }], phone: '1300' };
    expect(diffConfig(live, draft)).toEqual([
      { path: 'dealerships', from: [{ id: 1 }], to: [{ id: 1 }, { id: 2 }] },
      { path: 'phone', from: undefined, to: '1300' },
      { path: 'theme.colors.primary', from: '#000', to: '#fff' },
    ]);
    expect(diffConfig(live, live)).toEqual([]);
  });

  it('turns built HTML files into page paths, leaving out the preview and state folders and card files', () => {
    expect(pagePaths(['index.html', 'cars/a/index.html', '404.html', '_preview/index.html', '_astro/x.js', 'search-index.json', 'cards/12.html'])).toEqual([
      '/',
      '/404',
      '/cars/a/',
    ]);
  });

  it('compares pages and cars with the live build', () => {
    const report = previewReport({
      slug: 'acme',
      live: {
        target: 'dir:/x',
        publishedAt: '2026-11-25T00:00:00Z',
        config: { a: 1 },
        vehicles: [car(1, 100), car(2, 200)],
        files: ['index.html', 'cars/car-1/index.html', 'cars/car-2/index.html'],
      },
      draft: { config: { a: 1 }, vehicles: [car(2, 150), car(3, 300)], files: ['index.html', 'cars/car-2/index.html', 'cars/car-3/index.html'] },
    });
    expect(report.pagesAdded).toEqual(['/cars/car-3/']);
    expect(report.pagesRemoved).toEqual(['/cars/car-1/']);
    expect(report.stock.added.map((v) => v.id)).toEqual([3]);
    expect(report.stock.removed.map((v) => v.id)).toEqual([1]);
    expect(report.stock.priceChanges).toEqual([{ id: 2, slug: 'car-2', name: 'Car 2', from: 200, to: 150 }]);
    expect(report.configChanges).toEqual([]);
  });

  it('counts everything as added when nothing is live yet', () => {
    const report = previewReport({ slug: 'acme', draft: { config: {}, vehicles: [car(1, 1)], files: ['index.html'] } });
    expect(report.live).toBeUndefined();
    expect(report.pagesAdded).toEqual(['/']);
    expect(report.stock.added).toHaveLength(1);
  });
});
