import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  candidates,
  invites,
  recordings,
  reviews,
  roleVersions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

export async function insertEndpoint(
  db: Database,
  row: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning();
  return inserted as WebhookEndpointRow;
}

/** How many endpoints the workspace has (disabled ones are not counted: they send nothing). */
export async function countEndpoints(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.disabledAt));
  return row?.value ?? 0;
}

export async function listEndpoints(db: Database): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(isNull(webhookEndpoints.disabledAt))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(db: Database, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.disabledAt)));
  return row ?? null;
}

/** Deletes an endpoint with its deliveries and their attempts; answers its URL, or null. */
export async function deleteEndpoint(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ url: webhookEndpoints.url });
  return row?.url ?? null;
}

/** The live endpoints subscribed to `event` (or the one given, for a test event). */
export async function subscribedEndpoints(
  db: Database,
  event: string,
): Promise<Pick<WebhookEndpointRow, 'id'>[]> {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.disabledAt),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
      ),
    );
}

/** Queues deliveries; one whose id is taken already (the same event again) is skipped. */
export async function insertDeliveries(
  db: Database,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: webhookDeliveries.id })
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/** A claimed delivery with where it goes. */
export async function findDeliveryToSend(db: Database, id: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      payload: webhookDeliveries.payload,
      createdAt: webhookDeliveries.createdAt,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')));
  return row ?? null;
}

export async function insertAttempt(
  db: Database,
  row: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookAttempts).values(row);
}

/** Writes an attempt's outcome, unless the row is no longer this attempt's ('sending'). */
export async function settleDelivery(
  db: Database,
  id: string,
  fields: Pick<Partial<WebhookDeliveryRow>, 'status' | 'nextAttemptAt' | 'deliveredAt'>,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...fields, lockedUntil: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'sending')));
}

/** One page of an endpoint's deliveries, newest first, each with its attempts in order. */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: (WebhookDeliveryRow & { log: WebhookAttemptRow[] })[]; total: number }> {
  const [counted] = await db
    .select({ total: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(webhookAttempts.id);
  return {
    total: counted?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      log: attempts.filter((attempt) => attempt.deliveryId === row.id),
    })),
  };
}

/** What a candidate event tells about the candidate, or null when there is no such candidate. */
export async function findCandidateForEvent(db: Database, candidateId: string) {
  const [row] = await db
    .select({
      id: candidates.id,
      name: candidates.name,
      email: candidates.email,
      inviteCode: candidates.inviteCode,
      completedAt: candidates.completedAt,
      videoCompletedAt: candidates.videoCompletedAt,
      status: reviews.status,
      roleId: invites.roleId,
      title: roleVersions.title,
      company: roleVersions.companyName,
      settings: roleVersions.settings,
    })
    .from(candidates)
    .innerJoin(invites, eq(invites.code, candidates.inviteCode))
    .innerJoin(
      roleVersions,
      and(eq(roleVersions.roleId, invites.roleId), eq(roleVersions.version, invites.roleVersion)),
    )
    .leftJoin(reviews, eq(reviews.candidateId, candidates.id))
    .where(eq(candidates.id, candidateId));
  return row ?? null;
}

/**
 * The statuses of the recordings a candidate submitted: their video introduction's and each
 * video or audio answer's (none when nothing is submitted).
 */
export async function submittedRecordingStatuses(
  db: Database,
  candidateId: string,
): Promise<string[]> {
  const rows = await db
    .select({ status: recordings.status })
    .from(recordings)
    .where(
      and(
        eq(recordings.candidateId, candidateId),
        isNotNull(recordings.submittedAt),
        ne(recordings.status, 'discarded'),
      ),
    );
  return rows.map((row) => row.status);
}

export async function candidateOfRecording(
  db: Database,
  recordingId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ candidateId: recordings.candidateId })
    .from(recordings)
    .where(eq(recordings.id, recordingId));
  return row?.candidateId ?? null;
}

/** `candidate.completed` was queued for the candidate: the first time counts. */
export async function markCompletionAnnounced(
  db: Database,
  candidateId: string,
  at: Date,
): Promise<void> {
  await db
    .update(candidates)
    .set({ completedEventAt: at })
    .where(and(eq(candidates.id, candidateId), isNull(candidates.completedEventAt)));
}

/**
 * Completions since `since` with no `candidate.completed` queued yet, newest first (through a
 * partial index: usually only videos still being processed).
 */
export async function listUnannouncedCompletions(
  db: Database,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(gt(candidates.completedAt, since), isNull(candidates.completedEventAt)))
    .orderBy(desc(candidates.completedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
