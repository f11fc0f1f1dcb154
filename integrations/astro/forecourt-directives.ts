import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { browserContractZodPlugin } from './browser-contract-zod.ts';
import { islandStylesInHeadPlugin } from './island-styles-in-head.ts';
import { reactIslandRendererPlugin } from './react-island-renderer.ts';

/** Forecourt's extra hydration directives; the CSP build step hashes their scripts from this list. */
export const FORECOURT_DIRECTIVES = [{ name: 'interaction', entrypoint: fileURLToPath(new URL('./client-interaction.ts', import.meta.url)) }] as const;

/**
 * Registers Forecourt's extra hydration directive (see client-interaction.ts), the browser bundles'
 * light zod for the platform API contract (see browser-contract-zod.ts) and the React mark on the
 * islands' server modules (see react-island-renderer.ts); Astro's island rule stays in the stylesheet, not in
 * <body> (see island-styles-in-head.ts).
 */
export function forecourtDirectives(): AstroIntegration {
  return {
    name: 'forecourt-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        for (const directive of FORECOURT_DIRECTIVES) addClientDirective({ ...directive });
        updateConfig({ vite: { plugins: [browserContractZodPlugin(), reactIslandRendererPlugin(), islandStylesInHeadPlugin()] } });
      },
    },
  };
}
