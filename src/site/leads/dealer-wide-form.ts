import type { Vehicle } from '../../data/schemas/vehicle.ts';
import type { WithDealerWide } from '../../islands/shared/dealer-wide-props.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { dealerWideFile, pick, propsBesideFile, type DealerWideFile } from '../dealer-wide-files.ts';
import { formPropsFor, type FormPropsOptions, type LeadFormProps } from './form-props.ts';

/** What a form gets the same on every page of a dealer: ~3 KB of JSON that no longer repeats on each vehicle page. */
const DEALER_WIDE_KEYS = ['site', 'settings', 'locations', 'dealerships'] as const satisfies ReadonlyArray<keyof LeadFormProps>;

export type DealerWideFormKey = (typeof DEALER_WIDE_KEYS)[number];
export type TouchFormProps = WithDealerWide<LeadFormProps, DealerWideFormKey>;

/** The test-drive form's dealer-wide file (the one form a page hydrates this way: the vehicle page's). */
export function testDriveFormFile(bundle: TenantBundle): DealerWideFile {
  return dealerWideFile(bundle, 'test-drive', () => pick(formPropsFor(bundle, 'test-drive'), DEALER_WIDE_KEYS));
}

/** A test-drive form for `client:interaction={{ dealerWide: file }}`: its props without what the file carries. */
export function touchTestDriveFormProps(
  bundle: TenantBundle,
  vehicle: Vehicle | undefined,
  options: Omit<FormPropsOptions, 'locationSlug'> = {},
): { props: TouchFormProps; file: string } {
  return propsBesideFile(formPropsFor(bundle, 'test-drive', vehicle, options), DEALER_WIDE_KEYS, testDriveFormFile(bundle));
}
