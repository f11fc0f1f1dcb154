import type { LimitRule, LimitStep } from './rate-limiter.ts';

/**
 * The limits the reference API enforces, per client address and per dealer website. Defaults are
 * far above what a shopper does (a lead every 3 seconds for a minute) and well below a burst that
 * would flood a dealer's inbox; a server option overrides any of them.
 */

export interface RateLimits {
  leadsPerAddress: LimitRule;
  leadsPerWebsite: LimitRule;
  signInPerAddress: LimitRule;
  signInPerWebsite: LimitRule;
  signInCodesPerPhone: LimitRule;
  countersPerAddress: LimitRule;
  countersPerWebsite: LimitRule;
  reservationsPerAddress: LimitRule;
  reservationsPerWebsite: LimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  leadsPerAddress: { max: 20, windowMs: MINUTE },
  leadsPerWebsite: { max: 600, windowMs: MINUTE },
  signInPerAddress: { max: 30, windowMs: 10 * MINUTE },
  signInPerWebsite: { max: 2_000, windowMs: 10 * MINUTE },
  signInCodesPerPhone: { max: 5, windowMs: 60 * MINUTE },
  countersPerAddress: { max: 120, windowMs: MINUTE },
  countersPerWebsite: { max: 6_000, windowMs: MINUTE },
  reservationsPerAddress: { max: 10, windowMs: 10 * MINUTE },
  reservationsPerWebsite: { max: 200, windowMs: 10 * MINUTE },
};

export type LimitKind = 'leads' | 'signIn' | 'counters' | 'reservations';

/** The per-address and per-website steps of one kind of call. */
export function limitSteps(limits: RateLimits, kind: LimitKind, ip: string, websiteId: number): LimitStep[] {
  return [
    { bucket: `${kind}:address`, subject: ip, rule: limits[`${kind}PerAddress`] },
    { bucket: `${kind}:website`, subject: websiteId, rule: limits[`${kind}PerWebsite`] },
  ];
}
