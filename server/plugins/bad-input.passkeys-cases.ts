import type { Endpoint } from './bad-input.cases';

/** The endpoints of WebAuthn passkeys: registering them and signing in with them. */
export const PASSKEY_ENDPOINTS: Endpoint[] = [];
