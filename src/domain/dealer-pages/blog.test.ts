import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, categoriesWithPosts, publishedPosts } from './blog.ts';

describe('blog', () => {
  it('has the spec categories', () => {
    expect(BLOG_CATEGORIES.map((c) => c.title)).toEqual(['Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4xMORE Adventures']);
  });

  it('publishes dated, non-draft posts newest first', () => {
    const posts = [
      { id: 'a', category: 'buyer-advice' as const, date: '2026-10-01' },
      { id: 'b', category: 'vehicle-reviews' as const, date: '2026-11-20' },
      { id: 'c', category: 'vehicle-reviews' as const, date: '2026-12-01' },
      { id: 'd', category: 'motoring-tips' as const, date: '2026-09-01', draft: true },
    ];
    expect(publishedPosts(posts, '2026-11-21').map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('builds category pages only for categories with posts', () => {
    const posts = [{ category: 'servicing-insights' as const }, { category: 'vehicle-reviews' as const }, { category: 'vehicle-reviews' as const }];
    expect(categoriesWithPosts(posts)).toEqual([
      { slug: 'vehicle-reviews', title: 'Vehicle Reviews', count: 2 },
      { slug: 'servicing-insights', title: 'Servicing Insights', count: 1 },
    ]);
    expect(categoriesWithPosts([])).toEqual([]);
  });
});
