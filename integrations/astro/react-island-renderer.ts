/**
 * Names the renderer of every React island in the server build, so Astro does not have to find it out.
 * Without the name Astro asks each renderer's `check`, and @astrojs/react's check renders the component
 * (a whole React render to a stream) to see whether it returns React elements — for every island on
 * every page, before rendering it for real. A 2,000-car dealer has ~5 islands a page over ~4,400 pages.
 * Browser bundles are left as they are.
 */

/** Astro's own mark (astro/dist/runtime/server/render/common.js: `Symbol.for("astro:renderer")`). */
const RENDERER_MARK = 'astro:renderer';
const REACT_RENDERER = '@astrojs/react';
const ISLAND_MODULE = /\/src\/islands\/.+\.tsx$/;
const DEFAULT_EXPORT = /^export default (?:function\s+)?([A-Za-z_$][\w$]*)/m;

/** The island module with its default export marked as React's, or null when it is not an island module. */
export function markReactIsland(code: string, id: string): string | null {
  if (!ISLAND_MODULE.test(id.split('?')[0] ?? '')) return null;
  const name = DEFAULT_EXPORT.exec(code)?.[1];
  if (!name) return null;
  return `${code}\n${name}[Symbol.for(${JSON.stringify(RENDERER_MARK)})] = ${JSON.stringify(REACT_RENDERER)};\n`;
}

interface TransformContext {
  environment?: { config: { consumer: string } };
}

/** Registered by forecourtDirectives() (forecourt-directives.ts). */
export function reactIslandRendererPlugin() {
  return {
    name: 'forecourt:react-island-renderer',
    enforce: 'pre' as const,
    transform(this: TransformContext, code: string, id: string, options?: { ssr?: boolean }) {
      const server = this.environment ? this.environment.config.consumer === 'server' : options?.ssr === true;
      if (!server) return null;
      const marked = markReactIsland(code, id);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
