import { describe, expect, it } from 'vitest';
import { contentRoute, routeContentPages } from './routes.ts';
import { ContentPageSchema } from './schema.ts';

const data = (extra: Record<string, unknown> = {}) => ContentPageSchema.parse({ title: 'T', description: 'D', ...extra });

describe('content routes', () => {
  it('maps file ids to paths', () => {
    expect(contentRoute('finance')).toEqual({ ok: true, path: '/finance', slug: 'finance' });
    expect(contentRoute('pages/book-a-service')).toEqual({ ok: true, path: '/pages/book-a-service', folder: 'pages', slug: 'book-a-service' });
    expect(contentRoute('parts/search')).toEqual({ ok: true, path: '/parts/search', folder: 'parts', slug: 'search' });
  });

  it('never takes over a route of the site', () => {
    for (const id of ['search', 'finance-enquiry', 'trade-in', 'contact', 'blog', 'pages', 'used-car', 'cards']) {
      expect(contentRoute(id).ok, id).toBe(false);
    }
  });

  it('refuses odd names and deep folders', () => {
    expect(contentRoute('About Us').ok).toBe(false);
    expect(contentRoute('company/history').ok).toBe(false);
    expect(contentRoute('pages/a/b').ok).toBe(false);
  });

  it('routes pages and reports the files it skips', () => {
    const routing = routeContentPages(
      [
        { id: 'warranty', data: data() },
        { id: 'finance', data: data({ section: 'finance' }) },
        { id: 'compare', data: data() },
      ],
      { finance: false },
    );
    expect(routing.pages.map((p) => p.path)).toEqual(['/warranty']);
    expect(routing.skipped.map((s) => s.id)).toEqual(['compare', 'finance']);
  });

  it('keeps finance pages when finance is on', () => {
    const routing = routeContentPages([{ id: 'finance', data: data({ section: 'finance', form: 'finance-enquiry' }) }], { finance: true });
    expect(routing.pages[0]?.data.form).toBe('finance-enquiry');
  });
});
