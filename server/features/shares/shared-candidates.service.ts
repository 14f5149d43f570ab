import {
  SHARE_MAX_CANDIDATES,
  type PublicShare,
  type SharedCandidate,
} from '../../../shared/shares.schema';
import type { CandidateDetail } from '../../../shared/review.schema';
import { LIMITS } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import { getCandidateDetail } from '../review/review-detail.service';
import { listCandidates } from '../review/review-list.service';
import { recordAudit } from '../team/audit';
import {
  countShareFeedback,
  findShareByTokenHash,
  insertShareFeedback,
  recordShareVisit,
  type ShareLinkRow,
} from './shares.repository';
import { shareStateOf } from './shares.service';
import { shareTokenHash } from './share-token';

const sharePath = (token: string, candidateId: string, part: 'video' | 'poster') =>
  `/api/shares/${token}/candidates/${encodeURIComponent(candidateId)}/${part}`;

/**
 * What a visitor may see of a candidate, field by field: never their secret (the invite code),
 * email, social profile, device, events, the team's notes, scores, comments or any member's name.
 * Built from nothing but the fields named here, so a field added to the team's view stays there.
 */
export function toSharedCandidate(detail: CandidateDetail, token: string): SharedCandidate {
  const ready = detail.video.state === 'ready';
  return {
    id: detail.id,
    name: detail.name,
    role: { title: detail.role.title, company: detail.role.company },
    answers: detail.answers.map(({ questionIndex, question, html, form, choices, skipped }) => ({
      questionIndex,
      question,
      html,
      choice:
        form.answer.type === 'choice'
          ? { options: form.answer.options, multiple: form.answer.multiple, chosen: choices ?? [] }
          : null,
      skipped,
    })),
    answered: detail.answered,
    files: detail.files.map((file) => ({
      ...file,
      url: `/api/shares/${token}/candidates/${encodeURIComponent(detail.id)}/answers/${file.questionIndex}/file`,
    })),
    // Why processing failed is the raw error (ffmpeg, the store): for the team, as the video's
    // is; so is processing it again.
    media: detail.media.map(({ questionIndex, media, state, durationMs }) => ({
      questionIndex,
      media,
      state,
      durationMs,
      failureReason: null,
    })),
    timing: {
      startedAt: detail.timing.startedAt,
      completedAt: detail.timing.completedAt,
      usedMs: detail.timing.usedMs,
      allowedMs: detail.timing.allowedMs,
      overTime: detail.timing.overTime,
    },
    video: {
      state: detail.video.state,
      url: ready ? sharePath(token, detail.id, 'video') : null,
      posterUrl: ready && detail.video.posterUrl ? sharePath(token, detail.id, 'poster') : null,
      durationMs: ready ? detail.video.durationMs : null,
    },
  };
}

/** The live share a token opens: 404 for none, 410 once it expired or was revoked. */
export async function openShare(db: Database, token: string, now = new Date()) {
  const share = await findShareByTokenHash(db, shareTokenHash(token));
  if (!share) throw new AppError('share-unknown');
  const state = shareStateOf(share, now);
  // Ended with its maker; a removal by an earlier release left the link itself open.
  if (state === 'revoked' || share.creatorRemovedAt) throw new AppError('share-revoked');
  if (state === 'expired') throw new AppError('share-expired');
  return share;
}

/**
 * The candidates a share shows: its one candidate, or those its filter chooses now, in the list's
 * order (at most SHARE_MAX_CANDIDATES): a candidate moved off the shortlist leaves the share too.
 */
export async function sharedCandidateIds(db: Database, share: ShareLinkRow): Promise<string[]> {
  if (share.candidateId) return [share.candidateId];
  if (!share.filter) return [];
  // "Not yet scored by me" means by whoever made the share.
  const query = {
    ...share.filter,
    page: 1,
    pageSize: SHARE_MAX_CANDIDATES,
    memberId: share.createdBy,
  };
  const page = await listCandidates(db, query);
  return page.items.map((item) => item.id);
}

/** 404 unless the candidate is one the share shows. */
export async function assertCandidateShared(db: Database, share: ShareLinkRow, id: string) {
  if (!(await sharedCandidateIds(db, share)).includes(id)) {
    throw new AppError('not-in-share');
  }
}

/**
 * A file of a candidate the share shows, for the share's player: `find` looks it up once the share
 * is open and shows them; `until` is the share's expiry, past which it is not sent.
 */
export async function findSharedFile<T extends object>(
  db: Database,
  token: string,
  id: string,
  find: () => Promise<T>,
) {
  const share = await openShare(db, token);
  await assertCandidateShared(db, share, id);
  return { ...(await find()), until: share.expiresAt };
}

/** What a visitor sees; each view is recorded, and the first one goes into the audit log. */
export async function viewShare(
  db: Database,
  token: string,
  now = new Date(),
): Promise<PublicShare> {
  const share = await openShare(db, token, now);
  const ids = await sharedCandidateIds(db, share);
  const details = await Promise.all(ids.map((id) => getCandidateDetail(db, id)));
  if (await recordShareVisit(db, share.id, now)) {
    await recordAudit(db, { id: null, name: 'Share visitor' }, 'share.visit', share.label, {
      shareId: share.id,
    });
  }
  return {
    label: share.label,
    expiresAt: share.expiresAt.toISOString(),
    allowFeedback: share.allowFeedback,
    candidates: details.map((detail) => toSharedCandidate(detail, token)),
  };
}

export async function leaveShareFeedback(
  db: Database,
  token: string,
  feedback: { candidateId: string; name: string; score?: number | null; comment: string },
  now = new Date(),
): Promise<void> {
  const share = await openShare(db, token, now);
  if (!share.allowFeedback) throw new AppError('share-feedback-closed');
  await assertCandidateShared(db, share, feedback.candidateId);
  const saved = await insertWithinCap(
    db,
    `share-feedback:${share.id}`,
    LIMITS.feedbackPerShare,
    (tx) => countShareFeedback(tx, share.id),
    async (tx) => {
      await insertShareFeedback(tx, {
        shareId: share.id,
        candidateId: feedback.candidateId,
        visitorName: feedback.name,
        score: feedback.score ?? null,
        comment: feedback.comment,
        createdAt: now,
      });
      return true;
    },
  );
  if (!saved) throw new AppError('share-feedback-limit');
}
