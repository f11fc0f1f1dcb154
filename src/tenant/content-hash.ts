import { createHash } from 'node:crypto';

/** A build-time file's name part that changes whenever its content does (SHA-256, hex). */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
