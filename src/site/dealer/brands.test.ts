import { describe, expect, it } from 'vitest';
import { BrandSchema, type Brand } from '../../data/schemas/brand.ts';
import { brandCatalogue, brandGrids, brandLink, isBrandMake, isModel } from './brands.ts';

const brand = (input: Record<string, unknown>): Brand => BrandSchema.parse(input);

const nissan = brand({
  title: 'Nissan',
  slug: 'nissan',
  logoSrc: '/brands/nissan.svg',
  models: [
    { name: 'X-Trail', slug: 'x-trail' },
    { name: 'Navara', slug: 'navara', override_url: '/search/nissan/navara' },
    { name: 'Patrol', slug: 'patrol', override_url: '/nissan-patrol' },
    { name: 'Finance', slug: 'finance' },
    { name: 'Compare', slug: 'compare' },
  ],
});

describe('brand catalogue', () => {
  it('builds overview and model pages, following override URLs', () => {
    const catalogue = brandCatalogue([nissan], new Set(['/finance']));
    expect(catalogue.overviewPages.map((b) => b.slug)).toEqual(['nissan']);
    expect(catalogue.modelPages.map((p) => p.path)).toEqual(['/x-trail', '/nissan-patrol']);
    expect(catalogue.modelHrefs.get('nissan/navara')).toBe('/search/nissan/navara');
    expect(catalogue.modelHrefs.get('nissan/patrol')).toBe('/nissan-patrol');
    expect(catalogue.modelHrefs.has('nissan/finance')).toBe(false);
    expect(catalogue.skipped).toHaveLength(2);
  });

  it('skips the page of an external brand link', () => {
    const accessories = brand({
      title: 'Accessories',
      slug: 'accessories',
      kind: 'our',
      externalUrl: 'https://example.com/acc',
      models: [{ name: 'Bar', slug: 'bar' }],
    });
    const catalogue = brandCatalogue([accessories], new Set());
    expect(catalogue.overviewPages).toEqual([]);
    expect(catalogue.modelPages).toEqual([]);
    expect(brandLink(accessories)).toEqual({ title: 'Accessories', slug: 'accessories', href: 'https://example.com/acc', external: true });
  });

  it('never builds a brand page over a site route', () => {
    const catalogue = brandCatalogue([brand({ title: 'Search', slug: 'search' })], new Set());
    expect(catalogue.overviewPages).toEqual([]);
  });
});

describe('brand grids', () => {
  it('groups brands by kind in the order Car, Motorcycle, Truck, Our Brands', () => {
    const grids = brandGrids([
      brand({ title: 'Isuzu Trucks', slug: 'isuzu-trucks', kind: 'truck' }),
      brand({ title: 'Our Service', slug: 'our-service', kind: 'our' }),
      nissan,
    ]);
    expect(grids.map((g) => g.title)).toEqual(['Car Brands', 'Truck Brands', 'Our Brands']);
    expect(grids[1]!.brands[0]).toEqual({ title: 'Isuzu Trucks', slug: 'isuzu-trucks', href: '/isuzu-trucks/overview', external: false });
  });
});

describe('matching stock to brands and models', () => {
  it('compares makes and models loosely', () => {
    expect(isBrandMake(brand({ title: 'Mercedes-Benz', slug: 'mercedes-benz' }), 'Mercedes Benz')).toBe(true);
    expect(isBrandMake(nissan, 'Nissan')).toBe(true);
    expect(isBrandMake(nissan, 'Mazda')).toBe(false);
    expect(isModel({ name: 'X-Trail', slug: 'x-trail' }, 'X-TRAIL')).toBe(true);
    expect(isModel({ name: 'X-Trail', slug: 'x-trail' }, 'Navara')).toBe(false);
  });
});
