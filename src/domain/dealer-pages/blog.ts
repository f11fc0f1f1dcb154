/** Blog categories (spec 02 §2 "Blog"): four for every dealer, 4x4xMORE Adventures for some brands. */

export const BLOG_CATEGORIES = [
  { slug: 'vehicle-reviews', title: 'Vehicle Reviews' },
  { slug: 'buyer-advice', title: 'Buyer Advice' },
  { slug: 'motoring-tips', title: 'Motoring Tips' },
  { slug: 'servicing-insights', title: 'Servicing Insights' },
  { slug: '4x4xmore-adventures', title: '4x4xMORE Adventures' },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];
export const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((c) => c.slug) as [BlogCategorySlug, ...BlogCategorySlug[]];

export function blogCategoryTitle(slug: BlogCategorySlug): string {
  return BLOG_CATEGORIES.find((c) => c.slug === slug)?.title ?? slug;
}

export interface DatedPost {
  id: string;
  category: BlogCategorySlug;
  /** YYYY-MM-DD */
  date: string;
  draft?: boolean;
}

/** Posts a build publishes: not drafts, not dated after the build's day; newest first. */
export function publishedPosts<T extends DatedPost>(posts: readonly T[], todayIso: string): T[] {
  return posts.filter((post) => !post.draft && post.date <= todayIso).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Categories that have posts, in the spec's order: a category page is built only when it has posts. */
export function categoriesWithPosts(posts: readonly Pick<DatedPost, 'category'>[]): { slug: BlogCategorySlug; title: string; count: number }[] {
  return BLOG_CATEGORIES.map((category) => ({
    slug: category.slug,
    title: category.title,
    count: posts.filter((post) => post.category === category.slug).length,
  })).filter((category) => category.count > 0);
}
