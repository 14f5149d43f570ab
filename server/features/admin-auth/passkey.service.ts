import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import { readSetting, writeSetting, writeSettingOnce } from '../settings/settings.service';

const PASSKEY_HASH_KEY = 'admin_passkey_sha256';

export type PasskeySource = 'environment' | 'generated' | 'stored';

export interface AdminPasskey {
  source: PasskeySource;
  /** Only when this start generated it: the one time it is ever shown. */
  generated?: string;
  /** Compares a presented passkey in constant time. */
  verify(presented: string): boolean;
}

/**
 * A generated passkey carries 144 random bits, so a fast hash is enough to keep it safe at rest;
 * a passkey from the environment is never stored at all.
 */
function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function verifierFor(expectedHash: Buffer): (presented: string) => boolean {
  return (presented) => timingSafeEqual(sha256(presented), expectedHash);
}

export function generatePasskey(): string {
  return randomBytes(18).toString('base64url');
}

export async function loadAdminPasskey(
  db: Database,
  configured: string | undefined,
): Promise<AdminPasskey> {
  if (configured) return { source: 'environment', verify: verifierFor(sha256(configured)) };
  const stored = await readSetting(db, PASSKEY_HASH_KEY);
  if (stored) return { source: 'stored', verify: verifierFor(Buffer.from(stored, 'hex')) };
  const passkey = generatePasskey();
  // Several instances may start together: the first hash written wins and the others defer to it.
  const winner = await writeSettingOnce(db, PASSKEY_HASH_KEY, sha256(passkey).toString('hex'));
  const isOurs = winner === sha256(passkey).toString('hex');
  return {
    source: isOurs ? 'generated' : 'stored',
    generated: isOurs ? passkey : undefined,
    verify: verifierFor(Buffer.from(winner, 'hex')),
  };
}

/** Replaces the stored passkey with a new generated one and answers it. */
export async function resetAdminPasskey(db: Database): Promise<string> {
  const passkey = generatePasskey();
  await writeSetting(db, PASSKEY_HASH_KEY, sha256(passkey).toString('hex'));
  return passkey;
}

/**
 * The SHA-256 (hex) of the admin passkey in force: ADMIN_PASSKEY's, else the stored one's; null
 * before the first start made one. `passkey-rotation.ts` tells a changed passkey by it.
 */
export async function adminPasskeyDigest(
  db: Database,
  configured: string | undefined,
): Promise<string | null> {
  if (configured) return sha256(configured).toString('hex');
  return readSetting(db, PASSKEY_HASH_KEY);
}
