import type { PrivacySettings, PrivacyState } from '../../../shared/privacy.schema';
import { buildPrivacyNotice, controllerNameOf } from '../../../shared/privacy-notice';
import type { Database } from '../../db/client';
import { readMailPreferences } from '../mail/mail-preferences';
import { readPrivacySettings, writePrivacySettings } from './privacy-settings.repository';

/** The team's name, from Settings → Mail: the data controller while the settings name none. */
async function teamNameOf(db: Database): Promise<string> {
  return (await readMailPreferences(db)).teamName;
}

function stateOf(settings: PrivacySettings, teamName: string): PrivacyState {
  return {
    settings,
    defaultNotice: buildPrivacyNotice({
      controllerName: controllerNameOf(settings, teamName),
      contactEmail: settings.contactEmail,
      retention: settings.retention,
      erasureDelayDays: settings.erasureDelayDays,
    }),
    teamName,
  };
}

/** Settings → Privacy: the settings, the default notice they make, and the team's name. */
export async function privacyState(db: Database): Promise<PrivacyState> {
  const [settings, teamName] = await Promise.all([readPrivacySettings(db), teamNameOf(db)]);
  return stateOf(settings, teamName);
}

export async function savePrivacySettings(
  db: Database,
  settings: PrivacySettings,
): Promise<PrivacyState> {
  await writePrivacySettings(db, settings);
  return stateOf(settings, await teamNameOf(db));
}
