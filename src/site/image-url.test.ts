import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrlAt, isLocalImage, responsiveImage, type ImageCdn } from './image-url.ts';

const none: ImageCdn = { kind: 'none', quality: 78, baseUrl: null };
const feed = 'https://photos.dealer.example/stock/a.jpg';

describe('local images: the build variants under /_img/', () => {
  it('picks the smallest width at least as wide as asked, never the original', () => {
    expect(imageUrlAt('/media/a.webp', 300, none)).toBe('/_img/w480/media/a.webp');
    expect(imageUrlAt('/media/a.webp', 240, none)).toBe('/_img/w240/media/a.webp');
    expect(imageUrlAt('/media/a.jpg', 1000, none)).toBe('/_img/w1200/media/a.jpg');
    expect(imageUrlAt('/media/a.jpg', 4000, none)).toBe('/_img/w1200/media/a.jpg');
  });
  it('builds a srcset of every width', () => {
    expect(imageSrcSet('/a.png', none)).toBe('/_img/w240/a.png 240w, /_img/w480/a.png 480w, /_img/w800/a.png 800w, /_img/w1200/a.png 1200w');
  });
  it('keeps SVG, GIF, variants and other hosts as they are', () => {
    expect(imageUrlAt('/logo.svg', 240, none)).toBe('/logo.svg');
    expect(imageSrcSet('/logo.svg', none)).toBeUndefined();
    expect(imageUrlAt('/anim.gif', 240, none)).toBe('/anim.gif');
    expect(isLocalImage('/_img/w240/a.jpg')).toBe(false);
    expect(isLocalImage('//evil.example/a.jpg')).toBe(false);
    expect(isLocalImage('/media/a.jpg?v=2')).toBe(true);
  });
  it('uses the build variants even when a CDN is configured (the CDN resizes the feed only)', () => {
    expect(imageUrlAt('/a.jpg', 480, { kind: 'query-params', quality: 75 })).toBe('/_img/w480/a.jpg');
  });
});

describe('feed photos', () => {
  it('are used as given without an image CDN: no srcset', () => {
    expect(imageUrlAt(feed, 480, none)).toBe(feed);
    expect(imageSrcSet(feed, none)).toBeUndefined();
  });
  it('query-params: width and quality added to the URL', () => {
    expect(imageUrlAt('https://cdn.x/a.jpg?v=1', 480, { kind: 'query-params', quality: 75 })).toBe('https://cdn.x/a.jpg?v=1&w=480&q=75');
  });
  it('imgix: its parameters, format chosen by the browser', () => {
    expect(imageUrlAt('https://dealer.imgix.net/a.jpg', 800, { kind: 'imgix', quality: 70 })).toBe(
      'https://dealer.imgix.net/a.jpg?w=800&q=70&auto=format&fit=max',
    );
  });
  it('cloudinary: a fetch URL on the dealer cloud', () => {
    const cdn: ImageCdn = { kind: 'cloudinary', quality: 78, baseUrl: 'https://res.cloudinary.com/demo/' };
    expect(imageUrlAt(feed, 240, cdn)).toBe(`https://res.cloudinary.com/demo/image/fetch/w_240,q_78,c_limit,f_auto/${encodeURIComponent(feed)}`);
  });
  it('cloudflare: /cdn-cgi/image/ options on the zone', () => {
    const cdn: ImageCdn = { kind: 'cloudflare', quality: 80, baseUrl: 'https://www.dealer.example' };
    expect(imageUrlAt(feed, 1200, cdn)).toBe(`https://www.dealer.example/cdn-cgi/image/width=1200,quality=80,fit=scale-down,format=auto/${feed}`);
    expect(imageSrcSet(feed, cdn)?.split(', ')).toHaveLength(4);
  });
  it('a CDN that needs an origin and has none leaves the URL as given', () => {
    expect(imageUrlAt(feed, 480, { kind: 'cloudinary', quality: 78, baseUrl: null })).toBe(feed);
    expect(imageSrcSet(feed, { kind: 'cloudinary', quality: 78, baseUrl: null })).toBeUndefined();
  });
});

describe('responsiveImage', () => {
  it('gives src, srcset and sizes for a picture with widths', () => {
    expect(responsiveImage('/brands/nissan.png', 160, none)).toEqual({
      src: '/_img/w240/brands/nissan.png',
      srcset: imageSrcSet('/brands/nissan.png', none),
      sizes: '160px',
    });
    expect(responsiveImage('/banner.jpg', 1200, none, '100vw').sizes).toBe('100vw');
  });
  it('gives only the URL as given otherwise', () => {
    expect(responsiveImage('/logo.svg', 160, none)).toEqual({ src: '/logo.svg' });
    expect(responsiveImage(feed, 160, none)).toEqual({ src: feed });
  });
});
