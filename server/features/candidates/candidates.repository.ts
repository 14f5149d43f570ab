import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { answers, candidateSessions, candidates, invites, roleVersions } from '../../db/schema';
import { invitedRoleVersion, roleColumns, toRole } from '../roles/role-columns';
import type { AdmittedCandidate, CandidateRow } from './candidate-row';
import { liveSessionOfSecretHash, sessionCutoff } from './candidate-session';

export async function findCandidateByInvite(
  db: Database,
  inviteCode: string,
): Promise<CandidateRow | null> {
  const rows = await db.select().from(candidates).where(eq(candidates.inviteCode, inviteCode));
  return rows[0] ?? null;
}

/** Inserts the candidate unless the invite is already bound; answers the row bound to it now. */
export async function insertCandidateOnce(
  db: Database,
  row: typeof candidates.$inferInsert,
): Promise<{ candidate: CandidateRow; inserted: boolean }> {
  const inserted = await db
    .insert(candidates)
    .values(row)
    .onConflictDoNothing({ target: candidates.inviteCode })
    .returning({ id: candidates.id });
  const bound = await findCandidateByInvite(db, row.inviteCode);
  if (!bound) throw new Error('The candidate row vanished after insert');
  return { candidate: bound, inserted: inserted.length > 0 };
}

/** Computers one candidate may have registered from; registering again drops the oldest. */
const MAX_SESSIONS_PER_CANDIDATE = 20;

/**
 * Adds a session for the computer (browser) that registered, with its device details, and drops
 * those beyond the candidate's newest 20. An expired session stays: it admits nobody (its age is
 * checked on every request) but tells reviewers which computer was used (`docs/integrity.md`).
 */
export async function insertCandidateSession(
  db: Database,
  candidateId: string,
  secretHash: string,
  device: Record<string, unknown> | null,
  now = new Date(),
): Promise<void> {
  await db
    .insert(candidateSessions)
    .values({ candidateId, secretHash, device, createdAt: now, lastSeenAt: now });
  const newest = db
    .select({ secretHash: candidateSessions.secretHash })
    .from(candidateSessions)
    .where(eq(candidateSessions.candidateId, candidateId))
    .orderBy(desc(candidateSessions.createdAt))
    .limit(MAX_SESSIONS_PER_CANDIDATE);
  await db
    .delete(candidateSessions)
    .where(
      and(
        eq(candidateSessions.candidateId, candidateId),
        notInArray(candidateSessions.secretHash, newest),
      ),
    );
}

/**
 * Notes that a session's browser made a request: at most once a minute per session, so most
 * requests write nothing (the condition matches no row).
 */
export async function touchCandidateSession(db: Database, secretHash: string): Promise<void> {
  await db
    .update(candidateSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(candidateSessions.secretHash, secretHash),
        lt(candidateSessions.lastSeenAt, sql`now() - interval '1 minute'`),
      ),
    );
}

const candidateBySecretHash = preparedPerDatabase((db) =>
  db
    .select({ candidate: candidates, inviteRevokedAt: invites.revokedAt })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .where(liveSessionOfSecretHash)
    .prepare('candidate_by_secret_hash'),
);

/**
 * The candidate of a live (unexpired) session with this secret hash and when their invite was
 * withdrawn (null while it was not), or null.
 */
export async function findCandidateBySecretHash(
  db: Database,
  secretHash: string,
  now = new Date(),
): Promise<{ candidate: CandidateRow; inviteRevokedAt: Date | null } | null> {
  const rows = await candidateBySecretHash(db).execute({
    secretHash,
    cutoff: sessionCutoff(now),
  });
  return rows[0] ?? null;
}

/**
 * A live session's candidate, the role of their invite (an invite always has one) and, when
 * `withAnswers` is true, their answers: one row per answer, or one row with none.
 */
const admissionBySecretHash = preparedPerDatabase((db) =>
  db
    .select({
      candidate: candidates,
      role: roleColumns,
      // The deadline is the role's limit plus this candidate's accommodation.
      extraTime: invites.extraTime,
      // A withdrawn invite stops its candidate: read with the session, no query more.
      inviteRevokedAt: invites.revokedAt,
      answer: answers,
    })
    .from(candidateSessions)
    .innerJoin(candidates, eq(candidates.id, candidateSessions.candidateId))
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(roleVersions, invitedRoleVersion)
    .leftJoin(
      answers,
      and(eq(answers.candidateId, candidates.id), sql`${sql.placeholder('withAnswers')}::boolean`),
    )
    .where(liveSessionOfSecretHash)
    .orderBy(asc(answers.questionIndex))
    .prepare('admission_by_secret_hash'),
);

/**
 * The candidate of a live session with this secret hash, the role they were invited for (with the
 * invite's extra time) and, when asked, their answers, in one statement (every call of the
 * candidate's assessment needs the first two, and the assessment's state all three); null for
 * anyone else.
 */
export async function findAdmissionBySecretHash(
  db: Database,
  secretHash: string,
  options: { withAnswers: boolean },
  now = new Date(),
): Promise<AdmittedCandidate | null> {
  const rows = await admissionBySecretHash(db).execute({
    secretHash,
    cutoff: sessionCutoff(now),
    withAnswers: options.withAnswers,
  });
  const [first] = rows;
  if (!first) return null;
  const stored = rows.flatMap((row) => (row.answer ? [row.answer] : []));
  return {
    ...first.candidate,
    role: toRole(first.role),
    extraTime: first.extraTime,
    inviteRevokedAt: first.inviteRevokedAt,
    answers: options.withAnswers ? stored : null,
  };
}
