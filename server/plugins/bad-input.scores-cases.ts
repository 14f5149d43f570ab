import type { Endpoint } from './bad-input.cases';

/** The endpoints of each member's own scores and the comment thread. */
export const SCORE_ENDPOINTS: Endpoint[] = [];
