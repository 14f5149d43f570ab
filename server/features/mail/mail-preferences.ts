import type { MailPreferences } from '../../../shared/mail.schema';
import type { Database } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.service';

/** When reminders go and whether the team hears of a finished assessment (`docs/mail.md`). */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  reminderHours: 24,
  notifyTeam: true,
  teamName: '',
};

const KEY = 'mail.preferences';

export async function readMailPreferences(db: Database): Promise<MailPreferences> {
  const stored = await readSetting(db, KEY);
  if (!stored) return DEFAULT_MAIL_PREFERENCES;
  try {
    return { ...DEFAULT_MAIL_PREFERENCES, ...(JSON.parse(stored) as Partial<MailPreferences>) };
  } catch {
    return DEFAULT_MAIL_PREFERENCES;
  }
}

export async function writeMailPreferences(db: Database, value: MailPreferences): Promise<void> {
  await writeSetting(db, KEY, JSON.stringify(value));
}
