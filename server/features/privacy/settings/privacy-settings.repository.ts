import { z } from 'zod';
import {
  DEFAULT_PRIVACY_SETTINGS,
  PrivacySettingsSchema,
  type PrivacySettings,
} from '../../../../shared/privacy.schema';
import type { Database } from '../../../db/client';
import { readSetting, writeSetting } from '../../settings/settings.service';

/** The `settings` key of the team's privacy settings (JSON of `PrivacySettings`). */
export const PRIVACY_SETTINGS_KEY = 'privacy';

/**
 * The team's privacy settings (docs/privacy.md): what is stored, with the defaults filled in for
 * what it lacks; the defaults alone when nothing was saved or what is stored cannot be read.
 */
const StoredSettingsSchema = z.object(PrivacySettingsSchema.shape).partial();

export async function readPrivacySettings(db: Database): Promise<PrivacySettings> {
  const stored = await readSetting(db, PRIVACY_SETTINGS_KEY);
  if (!stored) return DEFAULT_PRIVACY_SETTINGS;
  try {
    // Keys this release does not know (a newer one wrote them) are left out, not a reason to
    // forget the rest.
    const parsed = StoredSettingsSchema.safeParse(JSON.parse(stored));
    return parsed.success
      ? { ...DEFAULT_PRIVACY_SETTINGS, ...parsed.data }
      : DEFAULT_PRIVACY_SETTINGS;
  } catch {
    return DEFAULT_PRIVACY_SETTINGS;
  }
}

export async function writePrivacySettings(db: Database, value: PrivacySettings): Promise<void> {
  await writeSetting(db, PRIVACY_SETTINGS_KEY, JSON.stringify(value));
}
