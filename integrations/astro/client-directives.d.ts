import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, focus, key or hover on the island. */
    'client:interaction'?: boolean;
  }
}
