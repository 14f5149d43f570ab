import type { PrivacySettings, PrivacyState } from '../../../../shared/privacy.schema';
import { controllerNameOf } from '../../../../shared/privacy-notice';
import type { Database } from '../../../db/client';
import { readMailPreferences } from '../../mail/mail-preferences';
import { defaultNoticeIn } from '../default-notice';
import { readPrivacySettings, writePrivacySettings } from './privacy-settings.repository';

/** The team's name, from Settings → Mail: the data controller while the settings name none. */
async function teamNameOf(db: Database): Promise<string> {
  return (await readMailPreferences(db)).teamName;
}

function stateOf(settings: PrivacySettings, teamName: string, mailOn: boolean): PrivacyState {
  return {
    settings,
    // The workspace is in English (docs/languages.md#the-workspace).
    defaultNotice: defaultNoticeIn('en', {
      controllerName: controllerNameOf(settings, teamName),
      contactEmail: settings.contactEmail,
      retention: settings.retention,
      erasureDelayDays: settings.erasureDelayDays,
      mailOn,
    }),
    teamName,
  };
}

/**
 * Settings → Privacy: the settings, the default notice they make, and the team's name. `mailOn`:
 * whether this server sends mail (docs/mail.md), as the notice candidates read says.
 */
export async function privacyState(db: Database, mailOn: boolean): Promise<PrivacyState> {
  const [settings, teamName] = await Promise.all([readPrivacySettings(db), teamNameOf(db)]);
  return stateOf(settings, teamName, mailOn);
}

export async function savePrivacySettings(
  db: Database,
  settings: PrivacySettings,
  mailOn: boolean,
): Promise<PrivacyState> {
  await writePrivacySettings(db, settings);
  return stateOf(settings, await teamNameOf(db), mailOn);
}
