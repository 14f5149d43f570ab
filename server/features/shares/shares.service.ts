import type {
  CreateShareRequestSchema,
  Share,
  ShareFilter,
  ShareState,
} from '../../../shared/shares.schema';
import type { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import type { CursorPageQuery } from '../../../shared/paging.schema';
import type { Database } from '../../db/client';
import { createdAnchor, pageOf } from '../../db/keyset-cursor';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../team/audit';
import type { CurrentMember } from '../team/current-member';
import {
  candidateExists,
  countActiveSharesBy,
  findShareRow,
  insertShareLink,
  listGuestFeedbackRows,
  listShareRows,
  revokeShareLink,
  type ShareListRow,
} from './shares.repository';
import { newShareToken } from './share-token';

const DAY_MS = 24 * 60 * 60 * 1000;

export function shareStateOf(
  share: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): ShareState {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The filters as the list's URL holds them, so the team can open the same list. */
function filterSearch(filter: ShareFilter): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.toString();
}

function toShare(row: ShareListRow, now: Date): Share {
  const { share } = row;
  return {
    id: share.id,
    label: share.label,
    candidate:
      share.candidateId && row.candidateName !== null
        ? { id: share.candidateId, name: row.candidateName }
        : null,
    filter: share.filter ? filterSearch(share.filter) : null,
    allowFeedback: share.allowFeedback,
    createdBy: row.createdBy,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    revokedAt: share.revokedAt?.toISOString() ?? null,
    state: shareStateOf(share, now),
    visits: row.visits,
    lastVisitAt: row.lastVisitAt === null ? null : new Date(row.lastVisitAt).toISOString(),
    feedbackCount: row.feedbackCount,
  };
}

async function shareById(db: Database, id: string, now: Date): Promise<Share> {
  const row = await findShareRow(db, id);
  if (!row) throw new AppError('share-missing');
  return toShare(row, now);
}

/** A new share link; the token goes back once, in the link, and is kept only as its SHA-256. */
export async function createShare(
  db: Database,
  member: Pick<CurrentMember, 'id' | 'name'>,
  request: z.output<typeof CreateShareRequestSchema>,
  now = new Date(),
): Promise<{ token: string; share: Share }> {
  if (request.candidateId && !(await candidateExists(db, request.candidateId))) {
    throw new AppError('share-candidate-missing');
  }
  const { token, tokenHash } = newShareToken();
  const row = await insertWithinCap(
    db,
    `share:${member.id}`,
    LIMITS.sharesPerMember,
    (tx) => countActiveSharesBy(tx, member.id, now),
    (tx) =>
      insertShareLink(tx, {
        tokenHash,
        label: request.label,
        candidateId: request.candidateId ?? null,
        filter: request.filter ?? null,
        allowFeedback: request.allowFeedback,
        createdBy: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + request.days * DAY_MS),
      }),
  );
  if (!row) throw new AppError('share-limit');
  await recordAudit(db, member, 'share.create', request.label, {
    shareId: row.id,
    days: request.days,
    allowFeedback: request.allowFeedback,
    ...(request.candidateId ? { candidateId: request.candidateId } : { shortlist: true }),
  });
  return { token, share: await shareById(db, row.id, now) };
}

/** A page of the shares, newest first (`?cursor=&limit=`, shared/paging.schema.ts). */
export async function listShares(
  db: Database,
  page: CursorPageQuery,
  now = new Date(),
): Promise<{ items: Share[]; nextCursor: string | null }> {
  const rows = await listShareRows(db, {
    after: createdAnchor(page.cursor),
    limit: page.limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, page.limit, (last) => [
    last.createdText,
    last.share.id,
  ]);
  return { items: items.map((row) => toShare(row, now)), nextCursor };
}

/** Revokes a share at once; revoking one already revoked changes nothing and says so again. */
export async function revokeShare(
  db: Database,
  member: Pick<CurrentMember, 'id' | 'name'>,
  id: string,
  now = new Date(),
): Promise<Share> {
  const before = await shareById(db, id, now);
  if (before.state === 'revoked') return before;
  await revokeShareLink(db, id, now);
  await recordAudit(db, member, 'share.revoke', before.label, { shareId: id });
  return shareById(db, id, now);
}

/** What share visitors said about one candidate, for the team. */
export async function listGuestFeedback(db: Database, candidateId: string) {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError('share-candidate-missing');
  }
  const rows = await listGuestFeedbackRows(db, candidateId);
  return rows.map(({ feedback, shareLabel }) => ({
    id: feedback.id,
    visitorName: feedback.visitorName,
    score: feedback.score,
    comment: feedback.comment,
    createdAt: feedback.createdAt.toISOString(),
    shareLabel,
  }));
}
