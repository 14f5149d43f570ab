/**
 * Codes of a write refused for want of room, however deep in an error's causes: the data folder's
 * disk (ENOSPC, or the user's quota), and PostgreSQL's `disk_full` (53100), which the embedded
 * database answers too when it cannot extend a table's file (docs/errors.md, `storage-full`).
 */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 6; depth += 1) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
