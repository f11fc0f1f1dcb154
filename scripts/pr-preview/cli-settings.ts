import { discoverTenants } from '../build/discover-tenants.ts';
import { placeFor } from '../publish/cli-options.ts';
import { assertApartFromLive, locationOf, previewStore, type PreviewStore } from './preview-store.ts';

/** Options shared by preview:publish and preview:delete. */
export const previewCliOptions = {
  pr: { type: 'string' },
  store: { type: 'string' },
  live: { type: 'string' },
  'live-state': { type: 'string' },
  'tenants-dir': { type: 'string', default: 'tenants' },
} as const;

// Beside dist/published/{slug} (the default live target), never inside it.
const DEFAULT_STORE = 'dir:dist/previews';

/**
 * The preview store (`--store`, else $FORECOURT_PREVIEW_STORE), checked against the live location of
 * every dealer folder (`--live`, else $FORECOURT_PUBLISH_TARGET, as publishing uses) and of its private
 * state (`--live-state`, else $FORECOURT_STATE_TARGET) before anything is written or deleted.
 */
export function openPreviewStore(values: { store?: string; live?: string; 'live-state'?: string }, tenantsDir: string): PreviewStore {
  // `||`: CI sets an unset secret to "".
  const store = previewStore(values.store || process.env['FORECOURT_PREVIEW_STORE'] || DEFAULT_STORE);
  const live = new Map(
    discoverTenants(tenantsDir).slugs.flatMap((slug) => {
      const place = placeFor({ target: values.live, state: values['live-state'] }, slug);
      return [
        [slug, locationOf(place.site)],
        [`${slug} (state)`, locationOf(place.state)],
      ] as const;
    }),
  );
  assertApartFromLive(store, live);
  return store;
}

export function previewDomain(value: string | undefined): string {
  const domain = value || process.env['FORECOURT_PREVIEW_DOMAIN'];
  if (!domain)
    throw new Error('--domain (or FORECOURT_PREVIEW_DOMAIN): the preview host domain, e.g. previews.example.com, under which pr-<n>--<slug> is served');
  return domain;
}
