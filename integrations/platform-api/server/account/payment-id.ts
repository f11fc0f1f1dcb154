import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** "pay_k3j…": 16 random characters, like lead and reservation ids (unguessable, readable on the phone). */
export function newPaymentId(): string {
  let id = '';
  for (const byte of randomBytes(16)) id += ALPHABET[byte % ALPHABET.length];
  return `pay_${id}`;
}
