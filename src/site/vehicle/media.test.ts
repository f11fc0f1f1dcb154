import { describe, expect, it } from 'vitest';
import { vehicleMedia } from './media.ts';
import { videoEmbed } from './video.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

const image = (n: number) => ({ url: `/images/car-${n}.webp`, width: 1200, height: 800 });

describe('vehicleMedia', () => {
  it('carries the custom slider only when its spin_code frame is allowed', () => {
    const config = testConfig();
    const code = '<iframe src="https://spins.spincar.com/demo/VIN1"><script>alert(1)</script></iframe>';
    expect(vehicleMedia(testVehicle({ spin_code: code }), config).customSlider).toEqual({
      src: 'https://spins.spincar.com/demo/VIN1',
      host: 'spins.spincar.com',
    });
    expect(vehicleMedia(testVehicle({ spin_code: '<iframe src="https://evil.example/x"></iframe>' }), config).customSlider).toBeUndefined();
    expect(vehicleMedia(testVehicle({}), config).customSlider).toBeUndefined();
  });

  it('thumbnails only with more than 3 images', () => {
    const config = testConfig();
    expect(vehicleMedia(testVehicle({ images: [1, 2, 3].map(image) }), config).showThumbnails).toBe(false);
    expect(vehicleMedia(testVehicle({ images: [1, 2, 3, 4].map(image) }), config).showThumbnails).toBe(true);
  });

  it('puts the external video second, with the first photo as its poster', () => {
    const media = vehicleMedia(testVehicle({ images: [1, 2, 3].map(image), external_video_url: 'https://youtu.be/dQw4w9WgXcQ' }), testConfig());
    expect(media.slides.map((s) => s.kind)).toEqual(['image', 'video', 'image', 'image']);
    const video = media.slides[1];
    expect(video?.kind === 'video' && video.poster?.src).toBe('/_img/w800/images/car-1.webp');
    const alone = vehicleMedia(testVehicle({ external_video_url: 'https://youtu.be/dQw4w9WgXcQ' }), testConfig());
    expect(alone.slides.map((s) => s.kind)).toEqual(['video']);
  });

  it('images carry srcset, size and an alt text', () => {
    const [slide] = vehicleMedia(testVehicle({ images: [image(1)] }), testConfig()).slides;
    expect(slide).toMatchObject({
      kind: 'image',
      image: { src: '/_img/w800/images/car-1.webp', width: 1200, height: 800, alt: '2023 Toyota RAV4 GX, photo 1 of 1' },
    });
    expect(slide?.kind === 'image' && slide.image.srcset).toContain('/_img/w480/images/car-1.webp 480w');
  });

  it('a spin needs more than one frame; the dealer picks the first view', () => {
    const frames = ['/s/1.webp', '/s/2.webp', '/s/3.webp'];
    const spun = testVehicle({
      spin_images: frames,
      spin_interior_image: '/s/interior.webp',
      hotspots: {
        exterior: [
          { id: 'a', anchors: [], description: 'Lights' },
          { id: 'b', anchors: [], description: 'Wheels' },
        ],
        interior: [{ id: 'c', anchors: [], description: 'Screen' }],
        positions: { a: { activeAngle: 4, posX: 1, posY: 2 }, c: { activeAngle: 0, posX: 50, posY: 40 } },
      },
    });
    const media = vehicleMedia(spun, testConfig());
    expect(media.initialView).toBe('spinner');
    expect(media.spin).toEqual({
      frames,
      interior: '/s/interior.webp',
      exteriorHotspots: [{ id: 'a', description: 'Lights', x: 1, y: 2, frame: 1 }],
      interiorHotspots: [{ id: 'c', description: 'Screen', x: 50, y: 40 }],
    });
    expect(vehicleMedia(spun, testConfig({ experience: { defaultMediaView: 'gallery' } })).initialView).toBe('gallery');
    const single = vehicleMedia(testVehicle({ spin_images: ['/s/1.webp'] }), testConfig());
    expect(single.spin).toBeUndefined();
    expect(single.initialView).toBe('gallery');
  });
});

describe('videoEmbed', () => {
  const origin = 'https://dealer.example.com.au';
  it('recognises YouTube and Vimeo links and uses the no-cookie player', () => {
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ', origin)).toMatchObject({
      kind: 'iframe',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ', origin)).toMatchObject({ provider: 'YouTube' });
    expect(videoEmbed('https://vimeo.com/76979871', origin)).toMatchObject({ embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1' });
  });

  it('plays files in a video element and links anything else', () => {
    expect(videoEmbed('/videos/walkaround.mp4', origin)).toEqual({ kind: 'file', fileUrl: '/videos/walkaround.mp4' });
    expect(videoEmbed('https://cdn.example.com/v.webm', origin)).toEqual({ kind: 'file', fileUrl: 'https://cdn.example.com/v.webm' });
    expect(videoEmbed('https://video.example.com/123', origin)).toEqual({ kind: 'link', watchUrl: 'https://video.example.com/123' });
    expect(videoEmbed('javascript:alert(1)', origin)).toBeUndefined();
    expect(videoEmbed('  ', origin)).toBeUndefined();
  });
});
