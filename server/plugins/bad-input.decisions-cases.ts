import type { Endpoint } from './bad-input.cases';

/** The endpoints of the team's decision (status and notes) with versions, and its history. */
export const DECISION_ENDPOINTS: Endpoint[] = [];
