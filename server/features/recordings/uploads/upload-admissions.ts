import { LRUCache } from 'lru-cache';

/**
 * How long a chunk's admission holds for the next chunks of the same upload with the same secret,
 * without asking the database again. A recording sends a chunk every second or so, and asking on
 * each one was ~0.35 ms of the server's CPU per chunk on PGlite (docs/capacity.md). The window's
 * cost: a session dropped elsewhere (the candidate signed in on a 21st computer, or was deleted)
 * can still send chunks of its own upload for up to this long; tus refuses them anyway once the
 * upload's files are gone. A revoke forgets its candidate's upload here at once; one made on
 * another instance leaves this window too, but such chunks never make a finished recording. A session's expiry is never passed, and a discarded upload is
 * forgotten at once.
 */
const ADMISSION_TTL_MS = 5_000;
/** Far more uploads than one instance carries at once; the oldest go first. */
const MAX_UPLOADS = 10_000;

interface Admission {
  secretHash: string;
  /** Until when (`Date.now()` milliseconds) it holds. */
  until: number;
}

/**
 * The uploads whose chunks were admitted in the last few seconds, with the secret admitted. An
 * admission ends by the wall clock (`Date.now()`, as the session's own expiry is reckoned), so a
 * test that moves the clock past a session's end sees it end here too. The cache's size bound
 * keeps its memory small; an ended admission goes when it is next asked about.
 */
export class UploadAdmissions {
  private readonly admitted: LRUCache<string, Admission>;

  constructor(private readonly ttlMs = ADMISSION_TTL_MS) {
    this.admitted = new LRUCache<string, Admission>({ max: MAX_UPLOADS });
  }

  /** Whether a chunk of this upload was admitted with this secret a moment ago. */
  has(uploadId: string, secretHash: string): boolean {
    const admission = this.admitted.get(uploadId);
    if (admission && Date.now() >= admission.until) this.admitted.delete(uploadId);
    return admission?.secretHash === secretHash && Date.now() < admission.until;
  }

  /** Admits the next chunks for a few seconds, and never past the session's own expiry. */
  remember(uploadId: string, secretHash: string, sessionExpiresAt: Date): void {
    const now = Date.now();
    const left = sessionExpiresAt.getTime() - now;
    if (left <= 0) return;
    this.admitted.set(uploadId, { secretHash, until: now + Math.min(this.ttlMs, left) });
  }

  forget(uploadId: string): void {
    this.admitted.delete(uploadId);
  }
}
