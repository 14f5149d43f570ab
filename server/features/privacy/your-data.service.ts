import type { PrivacySettings } from '../../../shared/privacy.schema';
import { YOUR_DATA_TEXTS } from '../../../shared/your-data-texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { queueErasureRequestMails } from '../mail/erasure-request-mail';
import { readMailPreferences } from '../mail/mail-preferences';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../team/audit';
import {
  findYourDataCandidate,
  noteErasureRequest,
  type YourDataCandidate,
} from './erasure-request.repository';
import { readPrivacySettings } from './privacy-settings.repository';
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

/** Who is responsible for the data: the team's setting, else the team's name, else the company's. */
async function controllerOf(db: Database, settings: PrivacySettings, companyName: string) {
  if (settings.controllerName) return settings.controllerName;
  return (await readMailPreferences(db)).teamName || companyName;
}

/**
 * The notice as the team wrote it; else a short default from the settings. The privacy settings'
 * own default builder (docs/privacy.md) replaces this fallback once it is in `shared/`.
 */
function noticeOf(settings: PrivacySettings, controller: string): string {
  if (settings.notice) return settings.notice;
  const contact = settings.contactEmail
    ? ` Write to ${settings.contactEmail} with any question.`
    : '';
  return `${controller} keeps your application (your answers, recordings and files) to assess it. You can download your data or ask for it to be erased at any time.${contact}`;
}

/** `GET /api/your-data/:token`. */
export async function viewYourData(db: Database, token: string) {
  const candidate = await yourDataCandidateOf(db, token);
  const settings = await readPrivacySettings(db);
  const controllerName = await controllerOf(db, settings, candidate.companyName);
  return {
    name: candidate.name,
    roleTitle: candidate.roleTitle,
    notice: noticeOf(settings, controllerName),
    controllerName,
    contactEmail: settings.contactEmail,
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
        teamName: await controllerOf(tx, settings, candidate.companyName),
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
