import { describe, expect, it } from 'vitest';
import { contentOrigins } from './content-origins.ts';

describe('content origins for img-src and media-src', () => {
  const bundle = {
    config: {
      url: 'https://www.dealer.example',
      theme: { logo: { url: 'https://brand-cdn.example/logo.svg' } },
      address: { place_url: 'https://www.google.com/maps?q=x' },
    },
    vehicles: [
      {
        photos: ['https://photos.feed.example/1.jpg', '/media/local.webp', 'https://www.dealer.example/own.jpg'],
        primary_image_url: 'https://photos.feed.example/2.jpg',
        external_video_url: 'https://videos.feed.example/walkaround.mp4',
        youtube_video_url: 'https://www.youtube.com/watch?v=abc',
      },
    ],
    brands: [{ logo: 'javascript:alert(1)', externalUrl: 'https://www.nissan.com.au' }],
  };

  it('takes the origins of picture and video-file URLs, nested ones too', () => {
    expect(contentOrigins(bundle, bundle.config.url)).toEqual({
      imageOrigins: ['https://brand-cdn.example', 'https://photos.feed.example'],
      mediaOrigins: ['https://videos.feed.example'],
    });
  });

  it("lists the dealer's image CDN (integrations.imageCdn.baseUrl), which serves its feed photos", () => {
    const withCdn = {
      ...bundle,
      config: { ...bundle.config, integrations: { imageCdn: { kind: 'cloudinary', baseUrl: 'https://res.cloudinary.com/dealer' } } },
    };
    expect(contentOrigins(withCdn, bundle.config.url).imageOrigins).toContain('https://res.cloudinary.com');
  });

  it('leaves out links, the site itself and anything that is not http(s)', () => {
    const { imageOrigins, mediaOrigins } = contentOrigins(bundle, bundle.config.url);
    for (const origin of [...imageOrigins, ...mediaOrigins]) expect(origin).not.toMatch(/google|nissan|dealer\.example|javascript|youtube/);
  });
});
