import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { isAvailable } from '../../domain/availability.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { touchTestDriveFormProps, type TouchFormProps } from '../leads/dealer-wide-form.ts';
import { leadPage } from '../leads/pages.ts';

/** The in-page anchor of the test drive form: "Book a Test Drive" links here when the form is on the page. */
export const TEST_DRIVE_ANCHOR = 'test-drive';

/**
 * The test drive booking form on the vehicle page itself (spec 01 §2 "test drive booking form"), for
 * an available car on a dealer that takes test drive bookings; the car is preset, so the shopper
 * never leaves the page to book. Its dealer-wide props are in a cached file (`file`), not in every page.
 */
export function vehicleTestDriveForm(bundle: TenantBundle, vehicle: Vehicle): { props: TouchFormProps; file: string } | undefined {
  if (!isAvailable(vehicle) || !bundle.config.features.testDrive || !leadPage(bundle.config, 'book-test-drive').enabled) return undefined;
  return touchTestDriveFormProps(bundle, vehicle, { idPrefix: 'vehicle-test-drive', heading: 'Your details' });
}
