import { describe, expect, it } from 'vitest';
import { distanceKm, isValidPostcode, nearest, validatePostcode } from './postcode.ts';

describe('postcode', () => {
  it('exactly 4 digits', () => {
    expect(isValidPostcode('4000')).toBe(true);
    expect(isValidPostcode('0800')).toBe(true);
    expect(isValidPostcode('400')).toBe(false);
    expect(isValidPostcode('40000')).toBe(false);
    expect(isValidPostcode('40a0')).toBe(false);
  });

  it('validation messages', () => {
    expect(validatePostcode(' 2000 ')).toEqual({ ok: true, postcode: '2000' });
    expect(validatePostcode('200')).toEqual({ ok: false, message: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(validatePostcode('')).toEqual({ ok: false, message: 'Please enter a postcode.' });
    expect(validatePostcode(undefined)).toEqual({ ok: false, message: 'Please enter a postcode.' });
  });
});

describe('distanceKm', () => {
  const sydney = { lat: -33.8688, lng: 151.2093 };
  const melbourne = { lat: -37.8136, lng: 144.9631 };
  const brisbane = { lat: -27.4698, lng: 153.0251 };

  it('matches the spherical law of cosines with R = 6371', () => {
    const rad = (d: number) => (d * Math.PI) / 180;
    const cosines =
      6371 *
      Math.acos(
        Math.sin(rad(sydney.lat)) * Math.sin(rad(melbourne.lat)) +
          Math.cos(rad(sydney.lat)) * Math.cos(rad(melbourne.lat)) * Math.cos(rad(melbourne.lng - sydney.lng)),
      );
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(cosines, 6);
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 0);
  });

  it('0 to itself, symmetric, and half the circumference to the antipode', () => {
    expect(distanceKm(sydney, sydney)).toBe(0);
    expect(distanceKm(sydney, brisbane)).toBeCloseTo(distanceKm(brisbane, sydney), 9);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it('nearest picks the closest place', () => {
    const places = [
      { name: 'Melbourne', ...melbourne },
      { name: 'Brisbane', ...brisbane },
    ];
    expect(nearest({ lat: -28.0, lng: 153.4 }, places)?.name).toBe('Brisbane');
    expect(nearest(sydney, [])).toBeUndefined();
  });
});
