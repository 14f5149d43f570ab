import type { Database } from '../../db/client';
import { PasswordHasher } from '../accounts/password';
import { readSetting, writeSetting } from '../settings/settings.service';
import { OWNER_MEMBER_ID } from '../team/owner';
import { endMemberAccess, type EndedAccess } from './member-access.service';
import { adminPasskeyDigest, resetAdminPasskey } from './passkey.service';

/** The scrypt hash of the SHA-256 of the admin passkey the last start ran with. */
const PASSKEY_IN_USE_KEY = 'admin_passkey_in_use';

/**
 * At start, and after `npm run passkey:reset`: when the admin passkey is not the one the last
 * start ran with (ADMIN_PASSKEY changed, or a reset), everything made with the old one ends: the
 * built-in owner's sessions and API tokens (docs/deploying.md, "Changing the passkey"). What is
 * kept to tell is a salted scrypt hash, as for a password: a passkey from the environment may
 * have been chosen by a person, and a fast hash of it in the database would let it be guessed
 * offline. Answers what ended, or null when nothing changed (or on the very first start, with
 * nothing to compare with). `reset`: the passkey was just replaced, whatever was noted before.
 */
export async function endAccessOfAnOldPasskey(
  db: Database,
  configured: string | undefined,
  options: { reset?: boolean; hasher?: PasswordHasher } = {},
): Promise<EndedAccess | null> {
  const hasher = options.hasher ?? new PasswordHasher();
  const digest = await adminPasskeyDigest(db, configured);
  if (digest === null) return null;
  const inUse = await readSetting(db, PASSKEY_IN_USE_KEY);
  const changed = options.reset === true || inUse !== null;
  if (!options.reset && inUse !== null && (await hasher.verify(digest, inUse))) return null;
  const fingerprint = await hasher.hash(digest);
  return db.transaction(async (tx) => {
    const ended = changed ? await endMemberAccess(tx, OWNER_MEMBER_ID, null) : null;
    await writeSetting(tx, PASSKEY_IN_USE_KEY, fingerprint);
    return ended;
  });
}

/**
 * `npm run passkey:reset`: a new generated passkey, and what the old one made ended now rather
 * than at the next start. Answers the new passkey (to show once) and what ended.
 */
export async function resetAdminPasskeyEndingOldAccess(
  db: Database,
  hasher?: PasswordHasher,
): Promise<{ passkey: string; ended: EndedAccess | null }> {
  const passkey = await resetAdminPasskey(db);
  const ended = await endAccessOfAnOldPasskey(db, undefined, { reset: true, hasher });
  return { passkey, ended };
}
