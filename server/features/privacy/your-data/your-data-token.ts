import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { readSetting, writeSettingOnce } from '../../settings/settings.service';
import { YOUR_DATA_TOKEN_PATTERN } from '../../../../shared/your-data.schema';

/**
 * A candidate's "Your data" link (docs/privacy.md): their id with an HMAC-SHA256 of it, keyed by a
 * secret of this deployment kept once in `settings`. Nothing is stored per candidate, the link
 * works from the thank-you mail on any device, and the server finds the candidate from the link
 * alone; without the secret nobody can make one for another id.
 */
export const YOUR_DATA_SECRET_KEY = 'your-data-secret';

/** The secret, made the first time a link is given out. */
async function linkSecret(db: Database): Promise<Buffer> {
  const stored =
    (await readSetting(db, YOUR_DATA_SECRET_KEY)) ??
    // Several instances may make one at once: the first written wins, and all use it.
    (await writeSettingOnce(db, YOUR_DATA_SECRET_KEY, randomBytes(32).toString('base64url')));
  return Buffer.from(stored, 'base64url');
}

function mac(secret: Buffer, candidateId: string): Buffer {
  return createHmac('sha256', secret).update(`your-data:${candidateId}`).digest();
}

/** The token of a candidate's link: their id's 32 hex digits, then the HMAC in base64url. */
export function tokenWithSecret(secret: Buffer, candidateId: string): string {
  const id = candidateId.toLowerCase();
  return id.replaceAll('-', '') + mac(secret, id).toString('base64url');
}

async function yourDataToken(db: Database, candidateId: string): Promise<string> {
  return tokenWithSecret(await linkSecret(db), candidateId);
}

/** The path of the candidate's "Your data" page. */
export async function yourDataPath(db: Database, candidateId: string): Promise<string> {
  return `/your-data/${await yourDataToken(db, candidateId)}`;
}

/** The candidate id a token names, if its HMAC is right (compared in constant time); else null. */
export async function candidateOfToken(db: Database, token: string): Promise<string | null> {
  if (!YOUR_DATA_TOKEN_PATTERN.test(token)) return null;
  const hex = token.slice(0, 32);
  const id = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
  // No secret yet: no link was ever given out (and a guess must not make one).
  const stored = await readSetting(db, YOUR_DATA_SECRET_KEY);
  if (!stored) return null;
  // Compared as written: base64url decoding ignores the last character's 2 spare bits, so a
  // link with them set would open the page too, one secret link spelled four ways.
  const given = Buffer.from(token.slice(32));
  const expected = Buffer.from(mac(Buffer.from(stored, 'base64url'), id).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
