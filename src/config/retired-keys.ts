import { z } from 'zod';
import { DEALER_SECRET_PURPOSE, secretPlaces, type DealerSecretKind } from '../operator/dealer-secrets.ts';

/**
 * Settings that used to name a secret's environment variable. A dealer folder is untrusted input and
 * must never point at a secret, so these keys are refused with the new way in the message, rather
 * than dropped quietly (the dealer would lose delivery without knowing why).
 */
export function retiredSecretName(kind: DealerSecretKind, also = ''): z.ZodOptional<z.ZodNever> {
  const instead = `the operator provides ${DEALER_SECRET_PURPOSE[kind]} as ${secretPlaces(kind)}${also}`;
  return z
    .never({
      error: `refused: a dealer folder never names a secret or the variable holding one; ${instead} (docs/security.md "Dealer secrets"). Remove this key.`,
    })
    .optional()
    .describe(`Refused (it named a secret's variable): ${instead}.`);
}
