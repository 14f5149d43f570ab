import type { CandidateHoldState } from '../../../../shared/privacy.schema';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { recordAudit, type AuditActor } from '../../team/audit';
import { clearHold, setHold, type HoldRow } from './candidate-hold.repository';

/** A hold as the workspace shows it; null when the candidate is not held. */
export function holdStateOf(row: Omit<HoldRow, 'name'>): CandidateHoldState | null {
  if (!row.heldAt) return null;
  return { reason: row.holdReason ?? '', by: row.heldBy ?? '', at: row.heldAt.toISOString() };
}

/**
 * Holds the candidate (docs/privacy.md): neither the retention policy nor their erasure request
 * deletes them while it stands. Holding again replaces the reason. Audited with the reason, in
 * the same transaction as the change.
 */
export async function holdCandidate(
  db: Database,
  candidateId: string,
  actor: AuditActor,
  reason: string,
  now = new Date(),
): Promise<CandidateHoldState> {
  return db.transaction(async (tx) => {
    const row = await setHold(tx, candidateId, { reason, by: actor.name, at: now });
    if (!row) throw new AppError('candidate-missing');
    await recordAudit(tx, actor, 'candidate.hold', row.name, { reason }, now, candidateId);
    return holdStateOf(row) as CandidateHoldState;
  });
}

/** Lifts the hold; audited only when there was one (lifting none changes nothing). */
export async function unholdCandidate(
  db: Database,
  candidateId: string,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await clearHold(tx, candidateId);
    if (!before) throw new AppError('candidate-missing');
    if (!before.heldAt) return;
    await recordAudit(
      tx,
      actor,
      'candidate.unhold',
      before.name,
      { reason: before.holdReason },
      now,
      candidateId,
    );
  });
}
