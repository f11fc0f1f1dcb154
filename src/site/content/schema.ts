import { z } from 'zod';
import { safeLink, safeUrl } from '../../security/safe-url.ts';
import { BLOG_CATEGORY_SLUGS } from '../../domain/dealer-pages/blog.ts';
import { FORM_TYPES, type FormType } from '#contract/lead-payload.ts';
import { FORM_TYPE_DEFINITIONS } from '../../forms/form-types/registry.ts';

/**
 * Front matter of a dealer's content files: tenants/<slug>/content/pages/**.md and content/blog/*.md.
 * The file's path gives the route (content/pages/finance.md → /finance,
 * content/pages/pages/careers.md → /pages/careers); see content-routes.ts.
 */

/** Lead forms a content page can carry: the form types whose record allows it (src/forms/form-types/). */
const CONTENT_FORMS = FORM_TYPES.filter((type) => FORM_TYPE_DEFINITIONS[type].onContentPage !== null) as [FormType, ...FormType[]];

/** Where a page sits: drives menus, breadcrumbs and feature switches (finance pages need features.finance). */
export const CONTENT_SECTIONS = ['finance', 'service', 'buying', 'company', 'legal', 'programme', 'group'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

const isoDate = z.iso.date();

export const ContentPageSchema = z.strictObject({
  title: z.string().min(1).describe('Page title: the <title> and, unless `heading` is given, the <h1>.'),
  description: z.string().min(1).max(300).describe('Meta description and the lead paragraph under the heading.'),
  heading: z.string().optional(),
  section: z.enum(CONTENT_SECTIONS).default('company'),
  form: z.enum(CONTENT_FORMS).optional().describe('Lead form embedded under the text.'),
  formHeading: z.string().optional().describe("The form's heading, e.g. 'Fleet enquiry'."),
  image: safeUrl().optional().describe("Hero image: a path in the dealer's public/ folder."),
  imageAlt: z.string().default(''),
  cta: z
    .array(z.strictObject({ label: z.string(), href: safeLink() }))
    .default([])
    .describe('Buttons under the text; links to routes the dealer does not build are dropped.'),
  stats: z.boolean().default(false).describe('Show the group stats banner (group business pages).'),
  menuLabel: z.string().optional().describe('Shorter label for menus.'),
  updated: isoDate.optional(),
  noindex: z.boolean().default(false),
});

export const BlogPostSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).max(300),
  category: z.enum(BLOG_CATEGORY_SLUGS),
  date: isoDate,
  author: z.string().optional(),
  image: safeUrl().optional(),
  imageAlt: z.string().default(''),
  draft: z.boolean().default(false),
});

export type ContentPageData = z.infer<typeof ContentPageSchema>;
export type BlogPostData = z.infer<typeof BlogPostSchema>;
