import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Forecourt's extra hydration directives; the CSP build step hashes their scripts from this list. */
export const FORECOURT_DIRECTIVES = [
  { name: 'interaction', entrypoint: fileURLToPath(new URL('./client-interaction.ts', import.meta.url)) },
] as const;

/** Registers Forecourt's extra hydration directive (see client-interaction.ts). */
export function forecourtDirectives(): AstroIntegration {
  return {
    name: 'forecourt-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const directive of FORECOURT_DIRECTIVES) addClientDirective({ ...directive });
      },
    },
  };
}
