import type { Comment, CreateCommentRequest } from '../../../shared/scores.schema';
import type { Member } from '../../../shared/team.schema';
import { LIMITS } from '../../../shared/limits';
import type { CursorPageQuery } from '../../../shared/paging.schema';
import type { Database } from '../../db/client';
import { decodeCursor, pageOf } from '../../db/keyset-cursor';
import { insertWithinCap } from '../../db/within-cap';
import { AppError } from '../../plugins/errors';
import {
  candidateExists,
  countMemberComments,
  deleteComment,
  findComment,
  insertComment,
  selectComments,
  selectMemberNames,
  updateCommentAt,
  type CommentWithAuthor,
} from './comments.repository';
import { isPgError, PG_ERROR } from '../../db/postgres-error';

type Actor = Pick<Member, 'id' | 'name'>;
type CommentInput = Required<Pick<CreateCommentRequest, 'body' | 'mentions'>>;

async function toComments(db: Database, rows: CommentWithAuthor[]): Promise<Comment[]> {
  const mentioned = await selectMemberNames(db, [...new Set(rows.flatMap((row) => row.mentions))]);
  const names = new Map(mentioned.map((member) => [member.id, member.name]));
  return rows.map((row) => ({
    id: row.id,
    author: { id: row.memberId, name: row.authorName },
    body: row.body,
    mentions: row.mentions.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [{ id, name }];
    }),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    version: row.version,
  }));
}

async function commentById(db: Database, id: number): Promise<Comment> {
  const row = await findComment(db, id);
  if (!row) throw new AppError('comment-missing');
  const [comment] = await toComments(db, [row]);
  return comment as Comment;
}

/** The mentions, each once; every one must be an active member. */
async function checkedMentions(db: Database, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await selectMemberNames(db, unique);
  if (found.length !== unique.length || found.some((member) => member.removedAt !== null)) {
    throw new AppError('mention-unknown');
  }
  return unique;
}

/** A page of the candidate's thread, oldest first (`?cursor=&limit=`, shared/paging.schema.ts). */
export async function listComments(
  db: Database,
  candidateId: string,
  page: CursorPageQuery,
): Promise<{ items: Comment[]; nextCursor: string | null }> {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError('candidate-missing');
  }
  const [after] = page.cursor === undefined ? [] : decodeCursor(page.cursor, ['integer']);
  const rows = await selectComments(db, candidateId, {
    afterId: after === undefined ? null : Number(after),
    limit: page.limit + 1,
  });
  const { items, nextCursor } = pageOf(rows, page.limit, (last) => [String(last.id)]);
  return { items: await toComments(db, items), nextCursor };
}

export async function addComment(
  db: Database,
  candidateId: string,
  author: Actor,
  input: CommentInput,
  now = new Date(),
): Promise<Comment> {
  if (!(await candidateExists(db, candidateId))) {
    throw new AppError('candidate-missing');
  }
  const mentions = await checkedMentions(db, input.mentions);
  const id = await insertWithinCap(
    db,
    `comment:${candidateId}:${author.id}`,
    LIMITS.commentsPerCandidatePerMember,
    (tx) => countMemberComments(tx, candidateId, author.id),
    (tx) =>
      insertComment(tx, {
        candidateId,
        memberId: author.id,
        body: input.body,
        mentions,
        createdAt: now,
      }),
  ).catch((error: unknown) => {
    // Deleted by someone else between the check and the insert.
    if (isPgError(error, PG_ERROR.foreignKeyViolation)) {
      throw new AppError('candidate-missing');
    }
    throw error;
  });
  if (id === null) throw new AppError('comment-limit');
  return commentById(db, id);
}

/** The comment, when it is the member's own: no one changes another's words. */
async function ownComment(db: Database, id: number, member: Actor): Promise<CommentWithAuthor> {
  const row = await findComment(db, id);
  if (!row) throw new AppError('comment-missing');
  if (row.memberId !== member.id) throw new AppError('comment-not-yours');
  return row;
}

/** Saves an edit based on the version the author saw; a newer one since then is a 409. */
export async function editComment(
  db: Database,
  id: number,
  member: Actor,
  input: CommentInput & { baseVersion: number },
  now = new Date(),
): Promise<Comment> {
  await ownComment(db, id, member);
  const mentions = await checkedMentions(db, input.mentions);
  const saved = await updateCommentAt(db, id, input.baseVersion, {
    body: input.body,
    mentions,
    editedAt: now,
  });
  if (!saved) {
    // Deleted since, or edited since (in another tab): both say so plainly.
    if (!(await findComment(db, id))) throw new AppError('comment-missing');
    throw new AppError('comment-stale');
  }
  return commentById(db, id);
}

export async function removeComment(db: Database, id: number, member: Actor): Promise<void> {
  await ownComment(db, id, member);
  await deleteComment(db, id);
}
