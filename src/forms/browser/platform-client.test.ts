import { describe, expect, it } from 'vitest';
import { platformClient } from '../../islands/vehicle/platform.ts';
import { platformClientFor } from './platform-client.ts';

describe('the page’s platform client', () => {
  it('is one client per dealer and API origin, whichever part of the page asks', () => {
    const forms = platformClientFor({ websiteId: 7, apiBaseUrl: 'https://api.example' });
    expect(platformClientFor({ websiteId: 7, apiBaseUrl: 'https://api.example' })).toBe(forms);
    expect(platformClient({ websiteId: 7, baseUrl: 'https://api.example' })).toBe(forms);
  });

  it('another dealer or origin gets its own', () => {
    const one = platformClientFor({ websiteId: 7, apiBaseUrl: 'https://api.example' });
    expect(platformClientFor({ websiteId: 8, apiBaseUrl: 'https://api.example' })).not.toBe(one);
    expect(platformClientFor({ websiteId: 7, apiBaseUrl: 'https://other.example' })).not.toBe(one);
  });
});
