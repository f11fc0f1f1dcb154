import { describe, expect, it } from 'vitest';
import { parsePr, prLabelPrefix, previewLabel, previewOrigin } from './preview-location.ts';

describe('a preview host label', () => {
  it('is pr-<number>--<slug>, and one pull request’s prefix never matches another’s', () => {
    expect(previewLabel(7, 'harbour-city-nissan')).toBe('pr-7--harbour-city-nissan');
    expect(previewLabel(70, 'acme').startsWith(prLabelPrefix(7))).toBe(false);
    expect(previewLabel(7, 'acme').startsWith(prLabelPrefix(7))).toBe(true);
  });

  it('stays a DNS label (≤ 63 characters) for long slugs, distinct per slug', () => {
    const a = previewLabel(12345, 'southern-cross-auto-group-of-dealerships-in-greater-brisbane-north');
    const b = previewLabel(12345, 'southern-cross-auto-group-of-dealerships-in-greater-brisbane-south');
    for (const label of [a, b]) {
      expect(label.length).toBeLessThanOrEqual(63);
      expect(label).toMatch(/^pr-12345--[a-z0-9-]*[a-z0-9]$/);
    }
    expect(a).not.toBe(b);
  });

  it('never carries characters a host name cannot', () => {
    expect(previewLabel(3, 'Acme_Motors')).toMatch(/^pr-3--acme-motors-[0-9a-f]{8}$/);
  });
});

describe('a preview origin', () => {
  it('is https under the preview domain, or the scheme and port given', () => {
    expect(previewOrigin('pr-7--acme', 'previews.example.com')).toBe('https://pr-7--acme.previews.example.com');
    expect(previewOrigin('pr-7--acme', 'http://preview.test:8080')).toBe('http://pr-7--acme.preview.test:8080');
  });

  it('refuses a domain with a path (the sites need an origin root)', () => {
    expect(() => previewOrigin('pr-7--acme', 'example.com/previews')).toThrow(/expected a host name/);
  });
});

describe('--pr', () => {
  it('takes a pull request number only', () => {
    expect(parsePr('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '4.2', '42abc', '../x']) expect(() => parsePr(bad)).toThrow(/--pr/);
  });
});
