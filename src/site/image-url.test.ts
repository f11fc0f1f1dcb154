import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrlAt } from './image-url.ts';

const local = { kind: 'local-variants', quality: 78 } as const;

describe('imageUrlAt', () => {
  it('picks the smallest local variant at least as wide as asked', () => {
    expect(imageUrlAt('/media/a.webp', 300, local)).toBe('/media/a-w480.webp');
    expect(imageUrlAt('/media/a.webp', 240, local)).toBe('/media/a-w240.webp');
    expect(imageUrlAt('/media/a.webp', 1000, local)).toBe('/media/a.webp');
  });
  it('adds width and quality for a resizing CDN', () => {
    expect(imageUrlAt('https://cdn.x/a.jpg?v=1', 480, { kind: 'query-params', quality: 75 })).toBe('https://cdn.x/a.jpg?v=1&w=480&q=75');
  });
  it('builds a srcset of every width', () => {
    expect(imageSrcSet('/a.webp', local)).toBe('/a-w240.webp 240w, /a-w480.webp 480w, /a-w800.webp 800w, /a.webp 1200w');
  });
});
