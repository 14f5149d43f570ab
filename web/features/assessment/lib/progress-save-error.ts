import { WAITING_TEXTS } from '../../../../shared/waiting-texts';
import { ApiError } from '../../../lib/api-client';
import { isInviteWithdrawn } from '../../../lib/invite-withdrawn';

/**
 * What the candidate is told when the step they moved to was not saved (docs/waiting-states.md):
 * offline or a server not answering (no answer, or 5xx) is a wait; any other refusal is the
 * server's own text (e.g. the video step before every answer is saved). Null: nothing to show
 * here (a withdrawn invite sends the page elsewhere). A refused session (401) is the caller's.
 */
export function progressSaveMessage(error: unknown): string | null {
  if (isInviteWithdrawn(error)) return null;
  const status = error instanceof ApiError ? error.httpStatus : 0;
  if (status === 0 && !navigator.onLine) return WAITING_TEXTS.progress.offline;
  if (status === 0 || status >= 500) return WAITING_TEXTS.progress.unreachable;
  return error instanceof Error ? error.message : String(error);
}
