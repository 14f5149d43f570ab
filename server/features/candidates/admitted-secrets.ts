import { LRUCache } from 'lru-cache';

/** Far more candidates than one instance serves at once; the longest idle go first. */
const MAX_SECRETS = 10_000;
/** A session's "last seen" is written at most this often (the statement's own bound too). */
export const LAST_SEEN_EVERY_MS = 60_000;

interface Admission {
  candidateId: string;
  /** When this instance last wrote the session's "last seen"; 0 before it did. */
  touchedAt: number;
}

/**
 * The candidate secrets this instance admitted lately, by their hash, with their candidate's id.
 * The rate limits read it before a request's secret is looked up, to count the requests of a
 * candidate already admitted per candidate rather than per address, so candidates sharing an
 * address (an office, a school, a carrier's NAT) do not share a limit. A secret not in here counts
 * per address until it is admitted, so guessing secrets stays throttled per address.
 *
 * It admits nothing: `requireCandidate` still looks up every request's secret, and forgets a
 * secret it refuses (an expired session, a deleted candidate).
 */
export class AdmittedSecrets {
  private readonly admissionBySecretHash = new LRUCache<string, Admission>({ max: MAX_SECRETS });

  remember(secretHash: string, candidateId: string): void {
    const known = this.admissionBySecretHash.get(secretHash);
    const touchedAt = known?.candidateId === candidateId ? known.touchedAt : 0;
    this.admissionBySecretHash.set(secretHash, { candidateId, touchedAt });
  }

  /**
   * Whether the session's "last seen" is due to be written, noting that it now is: once a minute
   * per secret from this instance, so a candidate's saves skip the statement in between (the
   * statement itself skips sessions written within the minute by any instance).
   */
  lastSeenDue(secretHash: string, now = Date.now()): boolean {
    const known = this.admissionBySecretHash.get(secretHash);
    if (known && now - known.touchedAt < LAST_SEEN_EVERY_MS) return false;
    if (known) known.touchedAt = now;
    return true;
  }

  forget(secretHash: string): void {
    this.admissionBySecretHash.delete(secretHash);
  }

  /** The id of the candidate this secret was last admitted for, if it was, lately. */
  candidateOf(secretHash: string): string | undefined {
    return this.admissionBySecretHash.get(secretHash)?.candidateId;
  }
}
