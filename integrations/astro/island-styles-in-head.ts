/**
 * Astro writes `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` in front of a
 * page's first island, inside <body>, where HTML allows no <style> (the Nu checker's error; Astro issue
 * #13832). The rule itself lives in the site's stylesheet (src/styles/global.css), which is in <head>;
 * this plugin drops the inline copy from Astro's server runtime, leaving its hydration scripts as they are.
 */

/** Astro's runtime module that writes the islands' prescripts (astro/dist/runtime/server/scripts.js). */
const SCRIPTS_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/;
const INLINE_ISLAND_STYLE = '<style>${ISLAND_STYLES}</style>';

/** The module without its inline island <style>; throws when an Astro upgrade changed it, so it never passes unnoticed. */
export function dropInlineIslandStyle(code: string, id: string): string | null {
  if (!SCRIPTS_MODULE.test(id.split('?')[0] ?? '')) return null;
  if (!code.includes(INLINE_ISLAND_STYLE)) {
    throw new Error(`${id}: Astro no longer writes ${INLINE_ISLAND_STYLE} here; update integrations/astro/island-styles-in-head.ts`);
  }
  return code.replaceAll(INLINE_ISLAND_STYLE, '');
}

/** Registered by forecourtDirectives() (forecourt-directives.ts). */
export function islandStylesInHeadPlugin() {
  return {
    name: 'forecourt:island-styles-in-head',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      const changed = dropInlineIslandStyle(code, id);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
