/**
 * The security headers every response of a dealer site carries, beside its CSP. Pure; the build
 * writes them into the `_headers` file, which the preview server and the publisher both read.
 */
import { EMBED_FRAME_ORIGINS } from './csp.ts';

/** Two years, the HSTS preload list's own minimum is one. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Features a dealer site never uses are switched off for it and every frame. The site uses the
 * clipboard (copy a car's link; it has no Web Share button), and the video players use autoplay,
 * fullscreen, picture-in-picture and encrypted media after a shopper presses play. No geolocation:
 * the distance to a dealership comes from a postcode typed by the shopper (offline table).
 */
export function permissionsPolicy(): string {
  const players = EMBED_FRAME_ORIGINS.filter((origin) => !origin.includes('openstreetmap')).map((origin) => `"${origin}"`);
  const selfAndPlayers = `(self ${players.join(' ')})`;
  const denied = [
    'accelerometer',
    'ambient-light-sensor',
    'bluetooth',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'web-share',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`);
  const allowed = [
    'clipboard-write=(self)',
    `autoplay=${selfAndPlayers}`,
    `fullscreen=${selfAndPlayers}`,
    `picture-in-picture=${selfAndPlayers}`,
    `encrypted-media=${selfAndPlayers}`,
  ];
  return [...denied, ...allowed].join(', ');
}

/** Every header of a page response, given the dealer's CSP. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
