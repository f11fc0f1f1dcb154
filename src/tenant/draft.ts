/**
 * A draft build (`npm run preview`, `npm start`): the dealer's folder as it is now, never published.
 * Set by the preview command for the Astro process it starts; every page is then noindex, robots.txt
 * disallows everything and a "Preview — not live" bar links to the change report at /_preview/.
 */
export const DRAFT_ENV = 'FORECOURT_DRAFT';
export const PREVIEW_REPORT_PATH = '/_preview/';

export function isDraftBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env[DRAFT_ENV] === '1';
}
