import { PLATFORM_BUNDLE_NAME } from '../../integrations/platform-api/server/tenants/platform-bundle.ts';
import { STATE_PREFIX } from './site-files.ts';
import { parseTarget } from './targets/parse-target.ts';
import type { PublishTarget } from './targets/target.ts';

/**
 * A dealer's publish state is the operator's, not the shoppers': the live snapshot holds the whole
 * config (staff addresses, CRM webhook URLs), the platform bundle the same plus the stock as built. So
 * it goes to a target of its own (`--state`, else $FORECOURT_STATE_TARGET), never into the public
 * site; a CDN rule that denies `/_forecourt/` is then a second line, not the only one.
 */
export const STATE_FILES = {
  snapshot: 'snapshot.json',
  changeReport: 'change-report.json',
  bundle: PLATFORM_BUNDLE_NAME,
} as const;

/** Beside the default public target (dist/published/{slug}), never inside it. */
export const DEFAULT_STATE_TARGET = 'dir:dist/published-state/{slug}';

/** Where these files sat in the public site before the split: read once as a fallback, then removed. */
export const LEGACY_PUBLIC_STATE_KEYS = Object.values(STATE_FILES).map((name) => `${STATE_PREFIX}${name}`);

export interface DealerPlace {
  /** The public site shoppers get (a CDN origin). */
  site: PublishTarget;
  /** The private publish state: read by the next publish, previews and the platform API. */
  state: PublishTarget;
}

export interface PlaceSpecs {
  site: string;
  /** Unset: the default state target, allowed only with the default (local) site target. */
  state: string | undefined;
  siteIsDefault: boolean;
  /** The command's option that names the state (`--state`; a preview's `--live-state`), for its errors. */
  stateFlag?: string;
}

/** The two places of one dealer, refused when the state could end up public. */
export function dealerPlaceFor(specs: PlaceSpecs, slug: string, env: NodeJS.ProcessEnv = process.env): DealerPlace {
  const template = specs.state || (specs.siteIsDefault ? DEFAULT_STATE_TARGET : undefined);
  const flag = specs.stateFlag ?? '--state';
  if (!template)
    throw new Error(
      `${flag} (or FORECOURT_STATE_TARGET) is needed` +
        ' with this publish target: the live snapshot and the platform bundle ' +
        'hold lead routing and must not go to the public site. Use a private place per dealer, e.g. ' +
        'dir:/srv/forecourt-state/{slug} or s3://forecourt-private/state/{slug}',
    );
  if (!template.includes('{slug}')) throw new Error(`${flag} "${template}" must contain {slug}: each dealer's state has a place of its own`);
  const site = parseTarget(specs.site.replaceAll('{slug}', slug), env);
  const state = parseTarget(template.replaceAll('{slug}', slug), env);
  if (overlaps(site.name, state.name))
    throw new Error(`--state ${state.name} overlaps the public site ${site.name}: the state must be somewhere shoppers cannot read`);
  return { site, state };
}

function overlaps(a: string, b: string): boolean {
  const slash = (name: string) => (name.endsWith('/') ? name : `${name}/`);
  return slash(a).startsWith(slash(b)) || slash(b).startsWith(slash(a));
}

export async function putStateFile(state: PublishTarget, name: string, body: string): Promise<void> {
  await state.put(name, Buffer.from(body), { contentType: 'application/json; charset=utf-8', cacheControl: 'no-store' });
}

/** A state file, from the state target, else (a site published before the split) from the public site. */
export async function readStateFile(place: DealerPlace, name: string): Promise<Buffer | undefined> {
  return (await place.state.read(name)) ?? (await place.site.read(`${STATE_PREFIX}${name}`));
}

/** Takes the pre-split copies out of the public site once the state target has them. */
export async function removeLegacyPublicState(site: PublishTarget): Promise<string[]> {
  const present = [...(await site.list()).keys()].filter((key) => LEGACY_PUBLIC_STATE_KEYS.includes(key));
  if (present.length > 0) await site.remove(present);
  return present;
}
