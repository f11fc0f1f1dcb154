import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, focus, key or hover on the island; at once when the page URL carries
     * one of `withQuery` (`true`: any), localStorage one of `withStored` or sessionStorage one of `withTabStored`;
     * `dealerWide` names the island's dealer-wide props file (src/islands/shared/dealer-wide-props.ts).
     */
    'client:interaction'?:
      boolean | { withQuery?: readonly string[] | true; withStored?: readonly string[]; withTabStored?: readonly string[]; dealerWide?: string };
  }
}
