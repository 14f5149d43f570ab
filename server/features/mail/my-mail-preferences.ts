import type { MyMailPreferences } from '../../../shared/mail.schema';
import type { Database } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.service';

/** A member who never chose gets every mail meant for them (`docs/mail.md`). */
export const DEFAULT_MY_MAIL_PREFERENCES: MyMailPreferences = { mentions: true };

// Kept beside the team's choices in the settings table: a member's row there is tiny and rare.
const keyOf = (memberId: string) => `mail.member.${memberId}`;

export async function readMyMailPreferences(
  db: Database,
  memberId: string,
): Promise<MyMailPreferences> {
  const stored = await readSetting(db, keyOf(memberId));
  if (!stored) return DEFAULT_MY_MAIL_PREFERENCES;
  try {
    return {
      ...DEFAULT_MY_MAIL_PREFERENCES,
      ...(JSON.parse(stored) as Partial<MyMailPreferences>),
    };
  } catch {
    return DEFAULT_MY_MAIL_PREFERENCES;
  }
}

export async function writeMyMailPreferences(
  db: Database,
  memberId: string,
  value: MyMailPreferences,
): Promise<void> {
  await writeSetting(db, keyOf(memberId), JSON.stringify(value));
}
