import type { Endpoint } from './bad-input.cases';

/** The endpoints of share links and what their visitors may do. */
export const SHARE_ENDPOINTS: Endpoint[] = [];
