import { describe, expect, it } from 'vitest';
import { ThemeSchema } from '../config/theme.ts';
import { themeStyle } from './theme-style.ts';

describe('theme settings', () => {
  it('accept colours and font lists a dealer really uses', () => {
    const theme = ThemeSchema.parse({
      colors: { primary: '#0055AA' },
      fonts: { heading: '"Trebuchet MS", \'Segoe UI\', system-ui, -apple-system, sans-serif' },
    });
    expect(themeStyle(theme)).toContain('--c-primary:#0055AA;');
    expect(themeStyle(theme)).toContain('--font-heading:"Trebuchet MS", \'Segoe UI\', system-ui, -apple-system, sans-serif');
  });

  it.each([
    'Arial; background: url(https://evil.example/x)',
    'Arial}</style><script>alert(1)</script>',
    'x" onmouseover="alert(1)',
    "'Arial'); @import 'https://evil.example'",
    'Arial\\;color:red',
    'Arial, url(//evil.example/font.woff2)',
    'Arial\n;x:y',
  ])('refuse a font setting that would break out of CSS: %s', (body) => {
    expect(ThemeSchema.safeParse({ fonts: { body } }).success).toBe(false);
  });

  it.each(['red', '#fff;background:url(x)', 'rgb(0,0,0)', '#12345'])('refuse a colour that is not #rrggbb: %s', (primary) => {
    expect(ThemeSchema.safeParse({ colors: { primary } }).success).toBe(false);
  });

  it('drops a value that skipped validation instead of writing it into CSS', () => {
    const theme = ThemeSchema.parse({});
    const forged = { ...theme, colors: { ...theme.colors, accent: 'red;background:url(//evil.example)' }, fonts: { ...theme.fonts, body: 'x;y:url(z)' } };
    const style = themeStyle(forged);
    expect(style).not.toContain('evil');
    expect(style).not.toContain('--c-accent');
    expect(style).not.toContain('--font-body');
    expect(style).toContain('--font-heading:system-ui');
  });
});
