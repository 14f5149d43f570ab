import {
  DEFAULT_PRIVACY_SETTINGS,
  PrivacySettingsSchema,
  type PrivacySettings,
} from '../../../shared/privacy.schema';
import type { Database } from '../../db/client';
import { readSetting } from '../settings/settings.service';

/**
 * The team's privacy settings as "Your data" reads them: the `privacy` setting with the defaults
 * filled in for what it lacks; the defaults alone when it is missing or unreadable.
 */
export async function privacySettingsOf(db: Database): Promise<PrivacySettings> {
  const stored = await readSetting(db, 'privacy');
  if (!stored) return DEFAULT_PRIVACY_SETTINGS;
  try {
    const parsed = PrivacySettingsSchema.partial().safeParse(JSON.parse(stored));
    return parsed.success
      ? { ...DEFAULT_PRIVACY_SETTINGS, ...parsed.data }
      : DEFAULT_PRIVACY_SETTINGS;
  } catch {
    return DEFAULT_PRIVACY_SETTINGS;
  }
}
