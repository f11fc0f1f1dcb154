/**
 * The dealer's theme as CSS custom properties on <html>. Theme values are validated by the config
 * schema; this checks them again where they become CSS (a bundle is a file too) and drops a value
 * that is not a plain colour or font list, so no config text is ever written into CSS unchecked.
 */
import { COLOUR_PATTERN, FONT_FAMILY_PATTERN, type Theme } from '../config/theme.ts';

export function themeStyle(theme: Pick<Theme, 'colors' | 'fonts'>): string {
  const c = theme.colors;
  const colours: Array<[string, string]> = [
    ['--c-primary', c.primary],
    ['--c-primary-text', c.primaryText],
    ['--c-accent', c.accent],
    ['--c-background', c.background],
    ['--c-surface', c.surface],
    ['--c-text', c.text],
    ['--c-muted', c.muted],
  ];
  const fonts: Array<[string, string]> = [
    ['--font-body', theme.fonts.body],
    ['--font-heading', theme.fonts.heading],
  ];
  return [...colours.filter(([, value]) => COLOUR_PATTERN.test(value)), ...fonts.filter(([, value]) => value.length <= 200 && FONT_FAMILY_PATTERN.test(value))]
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
