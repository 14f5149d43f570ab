import type { PrivacySettings } from '../../../../shared/privacy.schema';
import { YOUR_DATA_TEXTS } from '../../../../shared/your-data-texts';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { queueErasureRequestMails } from '../../mail/erasure-request-mail';
import type { Mailer } from '../../mail/mailer';
import { recordAudit } from '../../team/audit';
import {
  findYourDataCandidate,
  noteErasureRequest,
  type YourDataCandidate,
} from './erasure-request.repository';
import { candidateNoticeOf } from './candidate-notice.service';
import { readPrivacySettings } from '../settings/privacy-settings.repository';
import { candidateOfToken } from './your-data-token';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The candidate a "Your data" token names; 404 for a wrong, forged or outdated one. */
export async function yourDataCandidateOf(db: Database, token: string): Promise<YourDataCandidate> {
  const id = await candidateOfToken(db, token);
  const candidate = id ? await findYourDataCandidate(db, id) : null;
  if (!candidate) throw new AppError('your-data-unknown');
  return candidate;
}

function erasureDueAt(requestedAt: Date | null, settings: PrivacySettings): Date | null {
  return requestedAt && new Date(requestedAt.getTime() + settings.erasureDelayDays * DAY_MS);
}

/** `GET /api/your-data/:token`; `mailOn`: whether this server sends mail (docs/mail.md). */
export async function viewYourData(db: Database, token: string, mailOn: boolean) {
  const candidate = await yourDataCandidateOf(db, token);
  const [settings, { notice, controllerName, contactEmail }] = await Promise.all([
    readPrivacySettings(db),
    candidateNoticeOf(
      db,
      { id: candidate.roleId, companyName: candidate.companyName },
      mailOn,
      candidate.language,
    ),
  ]);
  return {
    name: candidate.name,
    language: candidate.language,
    roleTitle: candidate.roleTitle,
    company: {
      name: candidate.companyName,
      url: candidate.companyUrl,
      logo: candidate.companyLogo,
    },
    notice,
    controllerName,
    contactEmail,
    mailOn,
    erasureRequestedAt: candidate.erasureRequestedAt?.toISOString() ?? null,
    erasureDueAt: erasureDueAt(candidate.erasureRequestedAt, settings)?.toISOString() ?? null,
    erasureDelayDays: settings.erasureDelayDays,
    held: candidate.heldAt !== null,
  };
}

/**
 * `POST /api/your-data/:token/erasure`: notes the request once; the first call also tells the
 * owners and admins (a mail each, queued with it) and writes the audit entry. Asking again answers
 * the first request's dates and changes nothing.
 */
export async function requestErasure(db: Database, mail: Mailer, token: string, now = new Date()) {
  const candidate = await yourDataCandidateOf(db, token);
  const settings = await readPrivacySettings(db);
  const noted = await db.transaction(async (tx) => {
    if (!(await noteErasureRequest(tx, candidate.id, now))) return false;
    await recordAudit(
      tx,
      { id: null, name: 'The candidate' },
      'candidate.erasure-request',
      candidate.name,
      { erasureDelayDays: settings.erasureDelayDays },
      now,
      candidate.id,
    );
    await queueErasureRequestMails(
      tx,
      mail,
      {
        candidateId: candidate.id,
        candidateName: candidate.name,
        roleTitle: candidate.roleTitle,
        teamName: (
          await candidateNoticeOf(
            tx,
            { id: candidate.roleId, companyName: candidate.companyName },
            mail.enabled,
            candidate.language,
          )
        ).controllerName,
        dueAt: erasureDueAt(now, settings) ?? now,
        held: candidate.heldAt !== null,
      },
      now,
    );
    return true;
  });
  if (noted) mail.wake();
  // Asked before (or by a request a moment ago): the first request's date stands.
  const requestedAt = noted
    ? now
    : ((await findYourDataCandidate(db, candidate.id))?.erasureRequestedAt ?? now);
  const dueAt = erasureDueAt(requestedAt, settings) ?? now;
  return {
    status: YOUR_DATA_TEXTS.erasureRequested,
    data: { erasureRequestedAt: requestedAt.toISOString(), erasureDueAt: dueAt.toISOString() },
  };
}
