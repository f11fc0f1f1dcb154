import { describe, expect, it } from 'vitest';
import { drawDealer, scaleStock, syntheticDealer, syntheticDealerFiles } from './synthetic-dealers.ts';
import { harbourCityNissan } from '../demo-data/dealers/harbour-city-nissan.ts';
import { southernCrossAutoGroup } from '../demo-data/dealers/southern-cross-auto-group.ts';

describe('synthetic dealers for bench:scale', () => {
  const dealers = Array.from({ length: 200 }, (_, i) => drawDealer(i, 42));

  it('draws a realistic mix: 1 in 20 large, the rest 50–400 cars, a few groups', () => {
    const large = dealers.filter((d) => d.cars >= 1_500);
    expect(large).toHaveLength(10);
    expect(dealers.filter((d) => d.cars < 1_500).every((d) => d.cars >= 50 && d.cars <= 400)).toBe(true);
    const groups = dealers.filter((d) => d.kind === 'group' && d.cars < 1_500).length;
    expect(groups).toBeGreaterThan(5);
    expect(groups).toBeLessThan(50);
  });

  it('is the same mix for the same seed', () => {
    expect(Array.from({ length: 200 }, (_, i) => drawDealer(i, 42))).toEqual(dealers);
    expect(Array.from({ length: 200 }, (_, i) => drawDealer(i, 7))).not.toEqual(dealers);
  });

  it('scales every dealership of a template to the drawn total', () => {
    const scaled = scaleStock(southernCrossAutoGroup.stock, 120);
    expect(scaled.reduce((sum, s) => sum + s.count, 0)).toBe(120);
    expect(scaled.every((s) => s.count >= 1)).toBe(true);
    expect(scaleStock(harbourCityNissan.stock, 57).reduce((sum, s) => sum + s.count, 0)).toBe(57);
  });

  it('gives each dealer its own id, slug and origin', () => {
    const defs = Array.from({ length: 50 }, (_, i) => syntheticDealer(i, 42).def);
    expect(new Set(defs.map((d) => d.site.id)).size).toBe(50);
    expect(new Set(defs.map((d) => d.slug)).size).toBe(50);
    expect(new Set(defs.map((d) => d.site.url)).size).toBe(50);
    expect(defs.every((d) => d.site.slug === d.slug)).toBe(true);
  });
});

describe('synthetic dealer folders', () => {
  it('writes each dealer folder with the drawn number of cars, marked as a demo dealer (small ones too)', () => {
    const dealers = Array.from({ length: 40 }, (_, i) => syntheticDealer(i, 42));
    const smallest = dealers.reduce((a, b) => (b.cars < a.cars ? b : a));
    for (const dealer of [dealers[0]!, dealers[1]!, smallest]) {
      const { files, cars } = syntheticDealerFiles(dealer.def);
      expect(cars).toBe(dealer.cars);
      expect(JSON.parse(files.get('data/stock.json')!).vehicles).toHaveLength(dealer.cars);
      expect(JSON.parse(files.get('site.json')!).slug).toBe(dealer.def.slug);
      expect(files.has('demo.json')).toBe(true);
    }
    expect(smallest.cars).toBeLessThan(100);
  });
});
