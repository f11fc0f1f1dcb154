import { serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { isDealerWideFile } from '../../domain/dealer-wide-file-path.ts';
import { joinDealerWide } from '../../islands/shared/dealer-wide-props.ts';
import { testBundle, testConfig, testVehicle } from '../vehicle/test-fixtures.ts';
import { testDriveFormFile, touchTestDriveFormProps, type DealerWideFormKey } from './dealer-wide-form.ts';
import { formPropsFor, type LeadFormProps } from './form-props.ts';

const bundle = testBundle([testVehicle({ id: 1 }), testVehicle({ id: 2 })]);

describe('a vehicle page form with its dealer-wide props in a file', () => {
  it("renders with the whole props, but its island carries only the car's", () => {
    const car = bundle.vehicles[0]!;
    const { props, file } = touchTestDriveFormProps(bundle, car, { idPrefix: 'vehicle-test-drive' });
    expect(joinDealerWide<LeadFormProps, DealerWideFormKey>(props)).toEqual(formPropsFor(bundle, 'test-drive', car, { idPrefix: 'vehicle-test-drive' }));
    const island = serializeProps(props);
    expect(island).toContain('"car":');
    expect(island).not.toContain(bundle.config.name);
    expect(file).toBe(testDriveFormFile(bundle).path);
    expect(isDealerWideFile(file)).toBe(true);
  });

  it('is one file for every car, renamed when a dealer-wide value changes', () => {
    const [a, b] = bundle.vehicles;
    expect(touchTestDriveFormProps(bundle, a).file).toBe(touchTestDriveFormProps(bundle, b).file);
    const renamed = testBundle(bundle.vehicles, { config: testConfig({ name: 'Another Name Motors' }) });
    expect(testDriveFormFile(renamed).path).not.toBe(testDriveFormFile(bundle).path);
    expect(testDriveFormFile(renamed).text).toContain('Another Name Motors');
  });
});
