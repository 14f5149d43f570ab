import { eq } from 'drizzle-orm';
import { controllerNameOf, privacyNoticeOf } from '../../../../shared/privacy-notice';
import type { Database } from '../../../db/client';
import { roles } from '../../../db/schema';
import { readMailPreferences } from '../../mail/mail-preferences';
import { readPrivacySettings } from '../settings/privacy-settings.repository';

/** What a candidate reads about their data: the notice, who is responsible, whom to write to. */
export interface CandidateNotice {
  notice: string;
  controllerName: string;
  contactEmail: string;
}

/**
 * The privacy notice for a candidate of `roleId` (docs/privacy.md): the team's own text, else the
 * default with the role's own retention when it has one. The controller is the team's setting,
 * else the team's name, else the company the candidate was invited by. `mailOn`: this server
 * sends mail (docs/mail.md), so the default may point to the thank-you email.
 */
export async function candidateNoticeOf(
  db: Database,
  role: { id: string; companyName: string },
  mailOn: boolean,
): Promise<CandidateNotice> {
  const [settings, { teamName }, [roleRow]] = await Promise.all([
    readPrivacySettings(db),
    readMailPreferences(db),
    db.select({ retention: roles.retention }).from(roles).where(eq(roles.id, role.id)),
  ]);
  const controllerName = controllerNameOf(settings, teamName, role.companyName);
  return {
    notice: privacyNoticeOf(
      settings,
      controllerName,
      roleRow?.retention ?? settings.retention,
      mailOn,
    ),
    controllerName,
    contactEmail: settings.contactEmail,
  };
}
