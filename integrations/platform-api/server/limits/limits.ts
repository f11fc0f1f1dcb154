import type { LimitRule, LimitStep } from './rate-limiter.ts';

/**
 * The limits the reference API enforces, per client address and per dealer website. Defaults are
 * far above what a shopper does (a lead every 3 seconds for a minute) and well below a burst that
 * would flood a dealer's inbox; a server option overrides any of them. Sign-in is limited per
 * (phone, address) pair first and per phone only far higher, so a stranger who knows a number cannot
 * lock its owner out (docs/security.md "Sign-in and holds against strangers").
 */

export interface RateLimits {
  leadsPerAddress: LimitRule;
  leadsPerWebsite: LimitRule;
  signInPerAddress: LimitRule;
  signInPerWebsite: LimitRule;
  /** Codes texted to one phone at one website, from every address together: the SMS-bombing ceiling. */
  signInCodesPerPhone: LimitRule;
  /** Codes one address may have texted to one phone: a stranger alone cannot use up the phone's ceiling. */
  signInCodesPerPhoneAddress: LimitRule;
  /** Verify tries for one phone from one address (cleared when that address is sent a new code). */
  signInTriesPerPhoneAddress: LimitRule;
  countersPerAddress: LimitRule;
  countersPerWebsite: LimitRule;
  reservationsPerAddress: LimitRule;
  reservationsPerWebsite: LimitRule;
  /** Unpaid holds running at once per client address at one website (a count of live rows, not a window). */
  unpaidHoldsPerAddress: number;
  /** Unpaid holds running at once per phone number at one website. */
  unpaidHoldsPerPhone: number;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  leadsPerAddress: { max: 20, windowMs: MINUTE },
  leadsPerWebsite: { max: 600, windowMs: MINUTE },
  signInPerAddress: { max: 30, windowMs: 10 * MINUTE },
  signInPerWebsite: { max: 2_000, windowMs: 10 * MINUTE },
  signInCodesPerPhone: { max: 8, windowMs: 60 * MINUTE },
  signInCodesPerPhoneAddress: { max: 3, windowMs: 60 * MINUTE },
  signInTriesPerPhoneAddress: { max: 5, windowMs: 10 * MINUTE },
  countersPerAddress: { max: 120, windowMs: MINUTE },
  countersPerWebsite: { max: 6_000, windowMs: MINUTE },
  reservationsPerAddress: { max: 10, windowMs: 10 * MINUTE },
  reservationsPerWebsite: { max: 200, windowMs: 10 * MINUTE },
  unpaidHoldsPerAddress: 2,
  unpaidHoldsPerPhone: 2,
};

export type LimitKind = 'leads' | 'signIn' | 'counters' | 'reservations';

/** The per-address and per-website steps of one kind of call. */
export function limitSteps(limits: RateLimits, kind: LimitKind, ip: string, websiteId: number): LimitStep[] {
  return [
    { bucket: `${kind}:address`, subject: ip, rule: limits[`${kind}PerAddress`] },
    { bucket: `${kind}:website`, subject: websiteId, rule: limits[`${kind}PerWebsite`] },
  ];
}
