import { eq } from 'drizzle-orm';
import type { Language } from '../../../../shared/i18n/languages';
import { controllerNameOf } from '../../../../shared/privacy-notice';
import type { Database } from '../../../db/client';
import { roles } from '../../../db/schema';
import { readMailPreferences } from '../../mail/mail-preferences';
import { defaultNotices } from '../default-notice';
import { readPrivacySettings } from '../settings/privacy-settings.repository';

/** What a candidate reads about their data: the notice, who is responsible, whom to write to. */
export interface CandidateNotice {
  notice: string;
  controllerName: string;
  contactEmail: string;
}

/**
 * The privacy notice for a candidate of `roleId` (docs/privacy.md): the team's own text as
 * written, else the default in `language` (docs/languages.md) with the role's own retention when
 * it has one. The controller is the team's setting, else the team's name, else the company the
 * candidate was invited by. `mailOn`: this server sends mail (docs/mail.md), so the default may
 * point to the thank-you email. `defaultNotices`: the default in every candidate language, for a
 * page whose candidate may switch; null while the team's own text is shown.
 */
export async function candidateNoticeOf(
  db: Database,
  role: { id: string; companyName: string },
  mailOn: boolean,
  language: Language,
): Promise<CandidateNotice & { defaultNotices: Record<Language, string> | null }> {
  const [settings, { teamName }, [roleRow]] = await Promise.all([
    readPrivacySettings(db),
    readMailPreferences(db),
    db.select({ retention: roles.retention }).from(roles).where(eq(roles.id, role.id)),
  ]);
  const controllerName = controllerNameOf(settings, teamName, role.companyName);
  const who = { controllerName, contactEmail: settings.contactEmail };
  if (settings.notice !== null) return { notice: settings.notice, defaultNotices: null, ...who };
  const defaults = defaultNotices({
    ...who,
    retention: roleRow?.retention ?? settings.retention,
    erasureDelayDays: settings.erasureDelayDays,
    mailOn,
  });
  return { notice: defaults[language], defaultNotices: defaults, ...who };
}
