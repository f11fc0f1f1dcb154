import { serializeProps } from 'astro/runtime/server/serialize.js';
import type { FormType } from '#contract/lead-payload.ts';
import type { Vehicle } from '../../data/schemas/vehicle.ts';
import { dealerWideFilePath } from '../../domain/dealer-wide-file-path.ts';
import { splitDealerWide, type WithDealerWide } from '../../islands/shared/dealer-wide-props.ts';
import type { TenantBundle } from '../../tenant/bundle.ts';
import { contentHash } from '../../tenant/content-hash.ts';
import { formPropsFor, type FormPropsOptions, type LeadFormProps } from './form-props.ts';

/** What a form gets the same on every page of a dealer: ~3 KB of JSON that no longer repeats on each vehicle page. */
const DEALER_WIDE_KEYS = ['site', 'settings', 'locations', 'dealerships'] as const satisfies ReadonlyArray<keyof LeadFormProps>;

export type DealerWideFormKey = (typeof DEALER_WIDE_KEYS)[number];
export type TouchFormProps = WithDealerWide<LeadFormProps, DealerWideFormKey>;

export interface DealerWideFile {
  /** Path under the site root: /forms/<form type>.<content hash>.json. */
  path: string;
  /** The values in Astro's serialised props form, as the island's `props` attribute would carry them. */
  text: string;
}

function fileOf(formType: FormType, props: LeadFormProps): DealerWideFile {
  const wide = Object.fromEntries(DEALER_WIDE_KEYS.map((key) => [key, props[key]]));
  const text = serializeProps(wide);
  return { path: dealerWideFilePath(formType, contentHash(text)), text };
}

const files = new WeakMap<TenantBundle, Map<FormType, DealerWideFile>>();

/** The dealer-wide file of a form type (src/pages/forms/[file].json.ts publishes it). */
export function dealerWideFormFile(bundle: TenantBundle, formType: FormType): DealerWideFile {
  const byType = files.get(bundle) ?? new Map<FormType, DealerWideFile>();
  files.set(bundle, byType);
  const known = byType.get(formType) ?? fileOf(formType, formPropsFor(bundle, formType));
  byType.set(formType, known);
  return known;
}

/** Form types a page hydrates on touch with their dealer-wide props in a file. */
export const DEALER_WIDE_FORM_TYPES = ['test-drive'] as const satisfies readonly FormType[];

/**
 * A form for `client:interaction={{ dealerWide: file }}`: its props without what the dealer-wide file
 * carries. A page whose dealer-wide values differ from the file (a form narrowed to one location) is
 * refused at build time, so no page hydrates with another page's values.
 */
export function touchFormPropsFor(
  bundle: TenantBundle,
  formType: (typeof DEALER_WIDE_FORM_TYPES)[number],
  vehicle: Vehicle | undefined,
  options: Omit<FormPropsOptions, 'locationSlug'> = {},
): { props: TouchFormProps; file: string } {
  const props = formPropsFor(bundle, formType, vehicle, options);
  const file = dealerWideFormFile(bundle, formType);
  if (fileOf(formType, props).text !== file.text)
    throw new Error(`The ${formType} form's dealer-wide props differ from ${file.path}: give this page its props whole`);
  return { props: splitDealerWide(props, DEALER_WIDE_KEYS), file: file.path };
}
