import { describe, expect, it } from 'vitest';
import { pageRoutesOf } from './page-routes.ts';

describe('which page came from which route', () => {
  it("lists each route's HTML files relative to the site, sorted, and leaves out routes without a page", () => {
    const out = new URL('file:///build/site/');
    const file = (path: string) => new URL(path, out);
    const assets = new Map([
      ['/cars/[slug]', [file('cars/b/index.html'), file('cars/a/index.html')]],
      ['/sitemap.xml', [file('sitemap.xml')]],
      ['/', [file('index.html')]],
    ]);
    expect(pageRoutesOf(assets, out)).toEqual({ '/': ['index.html'], '/cars/[slug]': ['cars/a/index.html', 'cars/b/index.html'] });
  });
});
