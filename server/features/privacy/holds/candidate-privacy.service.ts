import { eq } from 'drizzle-orm';
import type { CandidatePrivacy } from '../../../../shared/privacy.schema';
import type { Database } from '../../../db/client';
import { candidates } from '../../../db/schema';
import { holdStateOf } from './candidate-hold.service';
import { deletionDateOf } from '../due/deletion-due.repository';

/**
 * A candidate's page (docs/privacy.md): their hold, their erasure request, and when and why the
 * job deletes them (null while held, or when nothing would). Null when there is no such candidate.
 */
export async function candidatePrivacyOf(
  db: Database,
  candidateId: string,
): Promise<CandidatePrivacy | null> {
  const [[row], date] = await Promise.all([
    db
      .select({
        heldAt: candidates.heldAt,
        holdReason: candidates.holdReason,
        heldBy: candidates.heldBy,
        erasureRequestedAt: candidates.erasureRequestedAt,
      })
      .from(candidates)
      .where(eq(candidates.id, candidateId)),
    deletionDateOf(db, candidateId),
  ]);
  if (!row || !date) return null;
  return {
    hold: holdStateOf(row),
    erasureRequestedAt: row.erasureRequestedAt?.toISOString() ?? null,
    deleteOn: date.deleteOn?.toISOString() ?? null,
    deleteReason: date.reason,
  };
}
