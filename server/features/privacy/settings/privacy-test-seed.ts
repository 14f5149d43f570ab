import { eq } from 'drizzle-orm';
import type { RetentionPolicy } from '../../../../shared/privacy.schema';
import type { ReviewStatus } from '../../../../shared/review.schema';
import { candidateSessions, candidates, invites, reviews } from '../../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { candidateForRole } from '../../../test/test-roles';

export const DAY_MS = 86_400_000;

/** `days` days before (negative: after) `from`. */
export const daysBefore = (from: Date, days: number) => new Date(from.getTime() - days * DAY_MS);

/** A policy with every status at `days` but those given. */
export function policyOf(
  days: number | null,
  overrides: Partial<RetentionPolicy> = {},
): RetentionPolicy {
  return { new: days, shortlisted: days, on_hold: days, rejected: days, ...overrides };
}

export interface CandidateDates {
  started: Date;
  lastSeen?: Date;
  completed?: Date | null;
  inviteExpires: Date;
  /** A review row with this status, changed at `decided` (none: the candidate is new). */
  status?: ReviewStatus;
  decided?: Date;
  erasureRequested?: Date | null;
  held?: { at: Date; reason: string; by: string } | null;
}

let seeded = 0;

/** A candidate of `roleId` registered through the API, then dated as given, straight in the database. */
export async function datedCandidate(
  t: TestApp,
  roleId: string,
  dates: CandidateDates,
  name = `Dated Candidate ${++seeded}`,
): Promise<string> {
  const { db } = t.database;
  const { id, inviteCode } = await candidateForRole(t, roleId, {
    email: `dated-${++seeded}@test.example`,
  });
  await db
    .update(candidates)
    .set({
      name,
      startedAt: dates.started,
      createdAt: dates.started,
      completedAt: dates.completed ?? null,
      erasureRequestedAt: dates.erasureRequested ?? null,
      heldAt: dates.held?.at ?? null,
      holdReason: dates.held?.reason ?? null,
      heldBy: dates.held?.by ?? null,
    })
    .where(eq(candidates.id, id));
  await db
    .update(candidateSessions)
    .set({ lastSeenAt: dates.lastSeen ?? dates.started, createdAt: dates.started })
    .where(eq(candidateSessions.candidateId, id));
  await db
    .update(invites)
    .set({ expiresAt: dates.inviteExpires, createdAt: dates.started })
    .where(eq(invites.code, inviteCode));
  if (dates.status) {
    await db
      .insert(reviews)
      .values({ candidateId: id, status: dates.status, updatedAt: dates.decided ?? dates.started });
  }
  return id;
}
