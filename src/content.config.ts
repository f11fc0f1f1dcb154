import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { BlogPostSchema, ContentPageSchema } from './site/content/schema.ts';

/**
 * A dealer's own content files: <dealer folder>/content/pages/**.md and content/blog/*.md.
 * The build passes the dealer folder in FORECOURT_TENANT_DIR (scripts/build/build-tenant.ts);
 * without one (astro check, a dealer with no content) the collections are simply empty.
 */
function dealerMarkdown(folder: string) {
  const tenantDir = process.env.FORECOURT_TENANT_DIR;
  const base = tenantDir ? join(tenantDir, 'content', folder) : undefined;
  if (!base || !existsSync(base)) return async () => [];
  // Ids are the path without the extension, so the file name is the route (content-routes.ts).
  return glob({ pattern: '**/*.md', base, generateId: ({ entry }) => entry.replace(/\.md$/, '') });
}

export const collections = {
  pages: defineCollection({ loader: dealerMarkdown('pages'), schema: ContentPageSchema }),
  blog: defineCollection({ loader: dealerMarkdown('blog'), schema: BlogPostSchema }),
};
