import { and, eq, isNull, sql } from 'drizzle-orm';
import type { VideoUnavailableReason } from '../../../shared/video-unavailable.schema';
import type { Database } from '../../db/client';
import { candidates } from '../../db/schema';

/**
 * Completes the assessment without a video, keeping why: only while nothing completed it yet (a
 * video submitted, another tab's answer), in one statement. Null when something came first.
 */
export async function markCompleteWithoutVideo(
  db: Database,
  candidateId: string,
  input: { reason: VideoUnavailableReason; note: string; at: Date; overTime: boolean },
): Promise<{ completedAt: Date; overTime: boolean } | null> {
  const rows = await db
    .update(candidates)
    .set({
      completedAt: input.at,
      step: 'complete',
      videoUnavailableReason: input.reason,
      videoUnavailableNote: input.note === '' ? null : input.note,
      overTime: input.overTime ? true : sql`${candidates.overTime}`,
    })
    .where(
      and(
        eq(candidates.id, candidateId),
        isNull(candidates.completedAt),
        isNull(candidates.videoCompletedAt),
      ),
    )
    .returning({ completedAt: candidates.completedAt, overTime: candidates.overTime });
  const row = rows[0];
  return row?.completedAt ? { completedAt: row.completedAt, overTime: row.overTime } : null;
}
