import type { VehicleImage } from '../../src/data/schemas/vehicle.ts';

/**
 * Generated picture names. A picture is shared by every vehicle with the same body, colour and
 * angle: /media/generated/{body}-{colourSlug}-{angle}.webp, drawn once at full size; the build's
 * image pipeline makes its responsive widths like any dealer's own picture (scripts/build/image-variants.ts).
 */

export const CAR_ANGLES = ['front', 'side', 'rear', 'interior', 'dash', 'seats', 'boot', 'wheel', 'engine', 'roof', 'back', 'lights'] as const;
export const BIKE_ANGLES = ['side', 'front', 'rear', 'cockpit', 'tank', 'seat', 'engine', 'wheel', 'exhaust', 'lights', 'top', 'detail'] as const;

export const SPIN_FRAMES = 24;
export const FULL_WIDTH = 1200;
export const FULL_HEIGHT = 800;
export const MEDIA_PREFIX = '/media/generated/';

export const mediaUrl = (name: string): string => `${MEDIA_PREFIX}${name}.webp`;
export const stillName = (body: string, colourSlug: string, angle: string): string => `${body}-${colourSlug}-${angle}`;
export const spinName = (body: string, colourSlug: string, frame: number): string => `spin-${body}-${colourSlug}-${String(frame).padStart(2, '0')}`;

/** The first `count` angles of a vehicle as stock images (no thumb: the site makes its own). */
export function vehicleImages(kind: 'car' | 'bike', body: string, colourSlug: string, count: number): VehicleImage[] {
  const angles = kind === 'bike' ? BIKE_ANGLES : CAR_ANGLES;
  return angles.slice(0, count).map((angle) => ({ url: mediaUrl(stillName(body, colourSlug, angle)), width: FULL_WIDTH, height: FULL_HEIGHT }));
}

export function spinImages(body: string, colourSlug: string): string[] {
  return Array.from({ length: SPIN_FRAMES }, (_, frame) => mediaUrl(spinName(body, colourSlug, frame)));
}

export type ParsedName = { type: 'still'; body: string; colourSlug: string; angle: string } | { type: 'spin'; body: string; colourSlug: string; frame: number };

/** Reads a generated file's base name (without .webp) back into what to draw. */
export function parseName(name: string): ParsedName | null {
  const spin = /^spin-([a-zA-Z]+)-([a-z0-9-]+)-(\d{2})$/.exec(name);
  if (spin) return { type: 'spin', body: spin[1] as string, colourSlug: spin[2] as string, frame: Number(spin[3]) };
  const still = /^([a-zA-Z]+)-([a-z0-9-]+)-([a-z]+)$/.exec(name);
  if (still) return { type: 'still', body: still[1] as string, colourSlug: still[2] as string, angle: still[3] as string };
  return null;
}

/** Every generated base name referenced from a JSON document's text. */
export function referencedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/media\/generated\/([A-Za-z0-9-]+)\.webp/g)) {
    names.add(match[1] as string);
  }
  return names;
}
