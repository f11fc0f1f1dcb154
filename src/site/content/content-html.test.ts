import { afterEach, describe, expect, it, vi } from 'vitest';
import { droppedContentWarning, safeContentHtml, withResponsiveImages } from './content-html.ts';

afterEach(() => vi.restoreAllMocks());

/** The site's image hosts (siteImageOrigins: its own origin and its pictures' hosts, as in the CSP's img-src). */
const HOSTS = ['https://www.dealer.example', 'https://photos.feed.example'];

describe('Markdown content as safe HTML', () => {
  it('cleans the rendered HTML and warns naming the file and what was dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = safeContentHtml(
      'blog',
      {
        id: 'summer-tips',
        rendered: { html: '<p>Tips</p><script>alert(1)</script><p><a href="javascript:alert(2)">x</a></p><iframe src="https://evil.example/"></iframe>' },
      },
      HOSTS,
    );
    expect(html).toBe('<p>Tips</p><p><span>x</span></p>');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe(
      '  ⚠ content/blog/summer-tips.md: dropped <script>, <a>, href on <a>, <iframe>, src on <iframe> — not allowed in dealer content (docs/security.md)',
    );
  });

  it('stays quiet for clean pages', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeContentHtml('pages', { id: 'pages/about-us', rendered: { html: '<h2 id="a">About</h2><p>Hi</p>' } }, HOSTS)).toBe(
      '<h2 id="a">About</h2><p>Hi</p>',
    );
    expect(safeContentHtml('pages', { id: 'empty' }, HOSTS)).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the file by the path the loader read it from', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    safeContentHtml('pages', { id: 'faq', filePath: 'tenants/demo/content/pages/faq.md', rendered: { html: '<p onclick="x()">Hi</p>' } }, HOSTS);
    expect(warn.mock.calls[0]![0]).toBe('  ⚠ tenants/demo/content/pages/faq.md: dropped onclick on <p> — not allowed in dealer content (docs/security.md)');
  });

  it('keeps pictures from the site and its image hosts, drops others naming their host', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rendered = [
      '<p><img src="/media/workshop.webp" alt="Workshop" /></p>',
      '<p><img src="https://photos.feed.example/cars/1.jpg" alt="Feed" /></p>',
      '<p><img src="https://www.dealer.example/media/team.jpg" alt="Team" /></p>',
      '<p><img src="https://tracker.example/pixel.gif" alt="" /><img src="https://tracker.example/p2.gif" /><img src="http://photos.feed.example/x.jpg" /></p>',
    ].join('');
    const html = safeContentHtml('pages', { id: 'about', filePath: 'tenants/demo/content/pages/about.md', rendered: { html: rendered } }, HOSTS);
    expect(html).toBe(
      '<p><img src="/media/workshop.webp" alt="Workshop" /></p><p><img src="https://photos.feed.example/cars/1.jpg" alt="Feed" /></p><p><img src="https://www.dealer.example/media/team.jpg" alt="Team" /></p><p></p>',
    );
    expect(warn.mock.calls[0]![0]).toBe(
      '  ⚠ tenants/demo/content/pages/about.md: dropped <img> from https://tracker.example ×2 (not an image host of this site), <img> from http://photos.feed.example (not an image host of this site) — not allowed in dealer content (docs/security.md)',
    );
  });

  it('phrases the warning for the build log', () => {
    expect(droppedContentWarning('content/pages/x.md', ['<script> ×2'])).toBe(
      'content/pages/x.md: dropped <script> ×2 — not allowed in dealer content (docs/security.md)',
    );
  });
});

describe('withResponsiveImages', () => {
  const exists = (url: string) => url === '/media/showroom.jpg';
  it("gives the dealer's own pictures the build's widths", () => {
    expect(withResponsiveImages('<p><img alt="Showroom" src="/media/showroom.jpg" /></p>', exists)).toBe(
      '<p><img alt="Showroom" src="/_img/w800/media/showroom.jpg" srcset="/_img/w240/media/showroom.jpg 240w, /_img/w480/media/showroom.jpg 480w, /_img/w800/media/showroom.jpg 800w, /_img/w1200/media/showroom.jpg 1200w" sizes="(min-width: 992px) 800px, 100vw" /></p>',
    );
  });
  it('leaves missing files, other hosts and vector files as written', () => {
    for (const html of ['<img src="/media/missing.jpg" />', '<img src="https://cdn.example/a.jpg" />', '<img src="/logo.svg" />']) {
      expect(withResponsiveImages(html, (url) => url !== '/media/missing.jpg')).toBe(html);
    }
  });
});
