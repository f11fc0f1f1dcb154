import { describe, expect, it } from 'vitest';
import { categoryLabels, itemTypeLabel } from './vehicle-categories.ts';

describe('item_type and categories vocabularies', () => {
  it('puts every spelling of an item type on one label', () => {
    expect(itemTypeLabel('motorcycle')).toBe('Motorcycle');
    expect(itemTypeLabel(' MOTORBIKE ')).toBe('Motorcycle');
    expect(itemTypeLabel('Light  Commercial')).toBe('Light commercial');
    expect(itemTypeLabel('caravans')).toBe('Caravan');
  });

  it('claims nothing the feed does not say', () => {
    expect(itemTypeLabel(undefined)).toBeUndefined();
    expect(itemTypeLabel('spaceship')).toBeUndefined();
    expect(categoryLabels(undefined)).toEqual([]);
    expect(categoryLabels(['Fast', 'Cheap'])).toEqual([]);
  });

  it('lists categories once each, in vocabulary order, whatever the feed wrote', () => {
    expect(categoryLabels(['lams', '4x4', 'Family', 'family car', 'Unknown'])).toEqual(['Family', 'Off-road', 'LAMS approved']);
  });
});
