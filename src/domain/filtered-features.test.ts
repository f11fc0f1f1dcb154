import { describe, expect, it } from 'vitest';
import { filteredFeatures } from './filtered-features.ts';

describe('filteredFeatures', () => {
  it('names the searchable features the equipment list contains, whatever the feed calls them', () => {
    expect(filteredFeatures(['Panoramic Sunroof', 'Apple CarPlay', 'Wireless Android Auto', 'ABS'])).toEqual(['Sunroof', 'Apple CarPlay', 'Android Auto']);
    expect(filteredFeatures(['Reversing Camera', 'Tow Bar', '360 Degree Camera'])).toEqual(['360 degree camera', 'Reversing camera', 'Tow bar']);
  });

  it('claims nothing the feed does not list', () => {
    expect(filteredFeatures([])).toEqual([]);
    expect(filteredFeatures(['Roof Racks', 'Cruise Control'])).toEqual([]);
  });
});
