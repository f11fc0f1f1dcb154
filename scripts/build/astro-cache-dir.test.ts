import { describe, expect, it } from 'vitest';
import { astroCacheDir } from './astro-cache-dir.ts';

describe("a dealer's Astro cache folder", () => {
  it('is the same for the same folder, however it is written', () => {
    expect(astroCacheDir('tenants/harbour-city-nissan')).toBe(astroCacheDir('./tenants/../tenants/harbour-city-nissan/'));
  });

  it('differs for two folders with the same name', () => {
    expect(astroCacheDir('/tmp/a/tenants/alpha')).not.toBe(astroCacheDir('/tmp/b/tenants/alpha'));
    expect(astroCacheDir('/tmp/a/tenants/alpha')).toMatch(/[/\\]\.build[/\\]cache[/\\]alpha-[0-9a-f]{8}$/);
  });
});
