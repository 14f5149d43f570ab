import type { candidates } from '../../db/schema';

/** A registered candidate as stored: what the other features are handed by the candidate's auth. */
export type CandidateRow = typeof candidates.$inferSelect;
