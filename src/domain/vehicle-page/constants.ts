/** Fixed numbers of the vehicle detail page (spec 01 §4, §9; spec 02 §9). */
export const VEHICLE_PAGE = {
  /** Dealer comments are cut at this many characters of text, with Show More / Show Less. */
  commentsTruncateAt: 400,
  /** Finance disclaimer cut. */
  disclaimerTruncateAt: 197,
  /** All Specifications shows this many rows before Show All Specs. */
  specsVisible: 4,
  /** Features shows this many before Show All. */
  featuresVisible: 8,
  /** Thumbnails appear only when a car has more images than this. */
  thumbnailsAfter: 3,
  /** The video takes this slide position (0-based: the second slide). */
  videoSlideIndex: 1,
  stickyHeaderAfterPx: 500,
  bottomBarAfterPx: 900,
  /** Similar cars start loading this far before they scroll into view. */
  similarPreloadPx: 500,
  similarPlaceholders: 6,
  /** 'Copied' notice on the copy-link button. */
  copiedNoticeMs: 1500,
  shareToastMs: 3000,
  shareWindow: { width: 550, height: 400 },
} as const;

/** The Why Buy From Us, Reserve Online and Toyota Certified wording takes these numbers (spec 01 §9, spec 02 §9). */
export const TOYOTA_CERTIFIED_BENEFITS = ['90 point inspection', '1 year roadside assist'] as const;

/** spec 01 §8 delivery error; the same text as the platform contract's DELIVERY_NO_ESTIMATE_MESSAGE (kept equal by a test). */
export const DELIVERY_NO_ESTIMATE_TEXT =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
