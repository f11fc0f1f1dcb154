import { describe, expect, it } from 'vitest';
import { DELIVERY_NO_ESTIMATE_MESSAGE } from '#contract/vehicle-calls.ts';
import { DELIVERY_NO_ESTIMATE_TEXT, VEHICLE_PAGE } from './constants.ts';

describe('vehicle page constants', () => {
  it("the delivery error matches the platform contract's text", () => {
    expect(DELIVERY_NO_ESTIMATE_TEXT).toBe(DELIVERY_NO_ESTIMATE_MESSAGE);
  });

  it('carries the spec numbers', () => {
    expect(VEHICLE_PAGE).toMatchObject({
      commentsTruncateAt: 400,
      disclaimerTruncateAt: 197,
      specsVisible: 4,
      featuresVisible: 8,
      thumbnailsAfter: 3,
      stickyHeaderAfterPx: 500,
      bottomBarAfterPx: 900,
      similarPreloadPx: 500,
      similarPlaceholders: 6,
      copiedNoticeMs: 1500,
      shareToastMs: 3000,
      shareWindow: { width: 550, height: 400 },
    });
  });
});
