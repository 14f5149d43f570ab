import type { ExtraTime } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import type { answers, candidates } from '../../db/schema';

/** A registered candidate as stored: what the other features are handed by the candidate's auth. */
export type CandidateRow = typeof candidates.$inferSelect;

/**
 * A candidate admitted by their secret, with the role they were invited for and, where the route
 * asked for them (`config: { candidateAnswers: true }`), their answers: all read in one statement.
 */
export type AdmittedCandidate = CandidateRow & {
  role: Role;
  /** The invite's accommodation (more time for this candidate), or null. */
  extraTime: ExtraTime | null;
  /** When the team withdrew the invite; `requireCandidate` admits nobody whose invite it is. */
  inviteRevokedAt: Date | null;
  /** In question order; null where the route did not ask for them. */
  answers: (typeof answers.$inferSelect)[] | null;
};
