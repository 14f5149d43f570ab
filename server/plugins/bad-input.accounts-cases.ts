import type { Endpoint } from './bad-input.cases';

/** The endpoints of members, member invites, passwords and one's own account. */
export const ACCOUNT_ENDPOINTS: Endpoint[] = [];
