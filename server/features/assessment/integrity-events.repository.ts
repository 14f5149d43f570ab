import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import type { Database } from '../../db/client';
import { candidates, integrityEvents } from '../../db/schema';

export interface NewIntegrityEvent {
  candidateId: string;
  kind: IntegrityEventKind;
  detail: string | null;
  occurredAt: Date;
}

/** The kinds that open or close a time away from the tab (`docs/integrity.md`). */
const AWAY_KINDS: IntegrityEventKind[] = ['tab_hidden', 'tab_returned', 'page_opened'];

/**
 * How long the candidate was away, when `event` brings them back: a return to the tab or the page
 * opened again (a reload, a tab the browser had discarded) after a `tab_hidden` that nothing closed
 * yet. Measured between the two stored times, never negative. Null when it closes no absence.
 */
async function absenceClosedBy(tx: Database, event: NewIntegrityEvent): Promise<number | null> {
  if (event.kind !== 'tab_returned' && event.kind !== 'page_opened') return null;
  const [last] = await tx
    .select({ kind: integrityEvents.kind, occurredAt: integrityEvents.occurredAt })
    .from(integrityEvents)
    .where(
      and(
        eq(integrityEvents.candidateId, event.candidateId),
        inArray(integrityEvents.kind, AWAY_KINDS),
        lte(integrityEvents.occurredAt, event.occurredAt),
      ),
    )
    .orderBy(desc(integrityEvents.occurredAt), desc(integrityEvents.id))
    .limit(1);
  if (last?.kind !== 'tab_hidden') return null;
  return Math.max(0, event.occurredAt.getTime() - last.occurredAt.getTime());
}

/**
 * Stores an event and keeps the list's summary (pastes, times and time away) with it, in one
 * transaction that holds the candidate's row: two events at once take turns, so a return is
 * counted against the leave before it exactly once. Answers false, storing nothing, once the
 * candidate has `max` events.
 */
export async function insertEventWithSummary(
  db: Database,
  event: NewIntegrityEvent,
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, event.candidateId))
      .for('update');
    const [stored] = await tx
      .select({ n: count() })
      .from(integrityEvents)
      .where(eq(integrityEvents.candidateId, event.candidateId));
    if ((stored?.n ?? 0) >= max) return false;
    const awayMs = await absenceClosedBy(tx, event);
    await tx.insert(integrityEvents).values(event);
    if (event.kind === 'paste' || awayMs !== null) {
      await tx
        .update(candidates)
        .set(
          awayMs === null
            ? { pasteCount: sql`${candidates.pasteCount} + 1` }
            : {
                awayCount: sql`${candidates.awayCount} + 1`,
                awayMs: sql`${candidates.awayMs} + ${awayMs}`,
              },
        )
        .where(eq(candidates.id, event.candidateId));
    }
    return true;
  });
}
