import { SiteConfigSchema, type SiteConfig } from './site.ts';
import { toConfigProblems, type ConfigProblem } from './config-error.ts';
import { withoutUnbackedFeatures } from './api-features.ts';

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; problems: ConfigProblem[] };

/**
 * Parses a dealer's overrides over the defaults. The defaults live in the schema itself
 * (every field carries its default and a description), so "merged over the default config"
 * and "validated" are one step and can never disagree. Features that need the platform API are
 * off for a dealer without one (api-features.ts).
 */
export function parseSiteConfig(file: string, raw: unknown, expectedSlug?: string): ConfigResult {
  const parsed = SiteConfigSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) return { ok: false, problems: toConfigProblems(file, parsed.error, SiteConfigSchema) };
  if (expectedSlug !== undefined && parsed.data.slug !== expectedSlug) {
    return {
      ok: false,
      problems: [{ file, path: 'slug', message: `expected "${expectedSlug}" (the folder name), found "${parsed.data.slug}"` }],
    };
  }
  return { ok: true, config: withoutUnbackedFeatures(parsed.data) };
}
