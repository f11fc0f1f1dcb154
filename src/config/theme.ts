import { z } from 'zod';
import { safeUrl } from '../security/safe-url.ts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

/** Visual identity; colours become CSS custom properties on <html>. */
export const ThemeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        primary: colour.default('#c3002f'),
        primaryText: colour.default('#ffffff'),
        accent: colour.default('#1f2937'),
        background: colour.default('#ffffff'),
        surface: colour.default('#f4f5f7'),
        text: colour.default('#111827'),
        muted: colour.default('#4b5563'),
      })
      .prefault({}),
    logo: z
      .strictObject({
        url: safeUrl().nullable().default(null).describe('Path inside the dealer public/ folder, or an absolute URL.'),
        alt: z.string().optional(),
        width: z.number().int().positive().default(160),
        height: z.number().int().positive().default(40),
      })
      .prefault({}),
    fonts: z
      .strictObject({
        body: z.string().default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
        heading: z.string().default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
      })
      .prefault({}),
  })
  .prefault({});

export type Theme = z.infer<typeof ThemeSchema>;
