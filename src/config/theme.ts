import { z } from 'zod';
import { safeUrl } from '../security/safe-url.ts';

/** A hex colour: nothing else can reach the CSS variables on <html> (no url(), no ';'). */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
const colour = z.string().regex(COLOUR_PATTERN, 'a colour like #1a2b3c');

/**
 * A CSS font-family list of names made of letters, digits, spaces and hyphens, each optionally
 * quoted: `"Open Sans", Arial, sans-serif`. No ';', '(', ':', '/', '\\' or '<', so a font setting
 * can never close the declaration, load a URL (@font-face, url()) or leave the style attribute.
 */
const FAMILY = String.raw`(?:"[A-Za-z0-9][A-Za-z0-9 -]*"|'[A-Za-z0-9][A-Za-z0-9 -]*'|-?[A-Za-z][A-Za-z0-9 -]*)`;
export const FONT_FAMILY_PATTERN = new RegExp(String.raw`^${FAMILY}(?:\s*,\s*${FAMILY})*$`);
const fontFamily = z
  .string()
  .max(200)
  .regex(FONT_FAMILY_PATTERN, 'a font list like "Open Sans", Arial, sans-serif (names of letters, digits, spaces and hyphens)');

/** Visual identity; colours become CSS custom properties on <html>. */
export const ThemeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        primary: colour.default('#c3002f').describe('Buttons, links and highlights.'),
        primaryText: colour.default('#ffffff').describe('Text on primary buttons: keep 4.5:1 contrast with primary.'),
        accent: colour.default('#1f2937').describe('Header, footer and banners.'),
        background: colour.default('#ffffff').describe('Page background.'),
        surface: colour.default('#f4f5f7').describe('Cards and panels.'),
        text: colour.default('#111827').describe('Body text.'),
        muted: colour.default('#4b5563').describe('Secondary text: keep 4.5:1 contrast with background and surface.'),
      })
      .prefault({}),
    logo: z
      .strictObject({
        url: safeUrl().nullable().default(null).describe('Path inside the dealer public/ folder, or an absolute URL.'),
        alt: z.string().optional().describe('Logo text alternative (default: the dealer name).'),
        width: z.number().int().positive().default(160).describe('Logo width in CSS pixels (reserves its space, no layout shift).'),
        height: z.number().int().positive().default(40).describe('Logo height in CSS pixels.'),
      })
      .prefault({}),
    fonts: z
      .strictObject({
        body: fontFamily
          .default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif')
          .describe('CSS font-family of body text (system fonts: nothing to download).'),
        heading: fontFamily.default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif').describe('CSS font-family of headings.'),
      })
      .prefault({}),
  })
  .prefault({});

export type Theme = z.infer<typeof ThemeSchema>;
