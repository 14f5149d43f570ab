import { createHash, randomBytes } from 'node:crypto';

/** A candidate's `unique`: 192 random bits, the only key to their data. */
export function createCandidateSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps instead of the secret. */
export function hashCandidateSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
