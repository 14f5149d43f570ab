import { LRUCache } from 'lru-cache';

/** Far more candidates than one instance serves at once; the longest idle go first. */
const MAX_SECRETS = 10_000;

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
  private readonly candidateBySecretHash = new LRUCache<string, string>({ max: MAX_SECRETS });

  remember(secretHash: string, candidateId: string): void {
    this.candidateBySecretHash.set(secretHash, candidateId);
  }

  forget(secretHash: string): void {
    this.candidateBySecretHash.delete(secretHash);
  }

  /** The id of the candidate this secret was last admitted for, if it was, lately. */
  candidateOf(secretHash: string): string | undefined {
    return this.candidateBySecretHash.get(secretHash);
  }
}
