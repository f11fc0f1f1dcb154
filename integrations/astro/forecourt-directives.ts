import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers Forecourt's extra hydration directive (see client-interaction.ts). */
export function forecourtDirectives(): AstroIntegration {
  return {
    name: 'forecourt-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./client-interaction.ts', import.meta.url)) });
      },
    },
  };
}
