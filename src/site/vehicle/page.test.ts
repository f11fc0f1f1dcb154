import { describe, expect, it } from 'vitest';
import { vehicleMetaDescription, vehiclePageTitle } from './page.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

describe('title and description', () => {
  it('titles say for sale or sold', () => {
    expect(vehiclePageTitle(testVehicle())).toBe('2023 Toyota RAV4 GX for sale');
    expect(vehiclePageTitle(testVehicle({ status: 'sold' }))).toBe('2023 Toyota RAV4 GX (sold)');
  });

  it('descriptions stay under 160 characters and never carry markup', () => {
    const text = vehicleMetaDescription(testVehicle({ dealercomments: `<p>${'Lovely car. '.repeat(40)}</p><script>x()</script>` }), testConfig());
    expect(text.startsWith('Used 2023 Toyota RAV4 GX for $38,990 at Demo Motors. Lovely car.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).not.toMatch(/[<>]|x\(\)/);
    expect(vehicleMetaDescription(testVehicle({ status: 'sold' }), testConfig())).toBe('Used 2023 Toyota RAV4 GX at Demo Motors.');
  });
});
