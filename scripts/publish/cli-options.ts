import { DEFAULT_ACCEPTANCE, type AcceptanceRules } from '../../src/domain/publishing/snapshot-acceptance.ts';
import { dealerPlaceFor, type DealerPlace } from './state-target.ts';

/** Options shared by the commands that publish (stock:update, publish:changed). */
export const publishCliOptions = {
  target: { type: 'string' },
  /** The private publish state (live snapshot, change report, platform bundle): state-target.ts. */
  state: { type: 'string' },
  'tenants-dir': { type: 'string', default: 'tenants' },
  'grace-hours': { type: 'string', default: '24' },
  now: { type: 'string' },
} as const;

// Not dist/<slug>: `npm run build` and `npm start` replace that folder whole (and its _forecourt/ state).
export const DEFAULT_TARGET = 'dir:dist/published/{slug}';

/** A dealer's public site and private state, from `--target`/`--state` or their environment variables. */
export function placeFor(values: { target?: string | undefined; state?: string | undefined; stateFlag?: string }, slug: string): DealerPlace {
  // `||`: CI sets an unset secret to "", which must not mean "publish into the current folder".
  const site = values.target || process.env['FORECOURT_PUBLISH_TARGET'] || DEFAULT_TARGET;
  return dealerPlaceFor(
    {
      site,
      state: values.state || process.env['FORECOURT_STATE_TARGET'],
      siteIsDefault: site === DEFAULT_TARGET,
      ...(values.stateFlag ? { stateFlag: values.stateFlag } : {}),
    },
    slug,
  );
}

export function number(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min || parsed > max) throw new Error(`--${name}: expected a number from ${min} to ${max}, got "${value}"`);
  return parsed;
}

export function parseNow(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const now = new Date(value);
  if (Number.isNaN(now.getTime())) throw new Error(`--now: expected an ISO date like 2026-11-21T00:00:00+10:00, got "${value}"`);
  return now;
}

export function acceptanceRules(maxInvalidShare: string | undefined): AcceptanceRules {
  return maxInvalidShare === undefined ? DEFAULT_ACCEPTANCE : { ...DEFAULT_ACCEPTANCE, maxInvalidShare: number('max-invalid-share', maxInvalidShare, 0, 1) };
}
