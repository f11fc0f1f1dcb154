import { describe, expect, it } from 'vitest';
import { phaseOf } from './site-files.ts';

describe('upload phase of a site file', () => {
  it("hashed assets first, then files — similar cars' card files among them — then pages", () => {
    expect(phaseOf('_astro/app.1a2b3c4d.js')).toBe('assets');
    expect(phaseOf('search-index.json')).toBe('files');
    // A new page names its similar cars' card files: they must be there before it is.
    expect(phaseOf('cards/2209523.html')).toBe('files');
    expect(phaseOf('cars/nissan-leaf-123/index.html')).toBe('pages');
    expect(phaseOf('index.html')).toBe('pages');
  });
});
