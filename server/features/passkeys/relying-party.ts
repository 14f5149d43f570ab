import type { FastifyRequest } from 'fastify';

/**
 * Who the passkeys belong to (the WebAuthn relying party): the site of PUBLIC_URL, else the site
 * the request reached. A browser signs the page's origin into every answer and keeps a passkey for
 * its rpID alone, so a passkey made on this site never answers for another one, whatever Host a
 * request names.
 */
export interface RelyingParty {
  /** The host name, without port (WebAuthn's rpID). */
  id: string;
  /** The origin the browser must report, scheme and port included. */
  origin: string;
}

/** The name authenticators show beside the member's name. */
export const RELYING_PARTY_NAME = 'Pre-screen hiring team';

export function relyingPartyOf(
  request: FastifyRequest,
  publicUrl: string | undefined,
): RelyingParty {
  if (publicUrl) {
    const url = new URL(publicUrl);
    return { id: url.hostname, origin: url.origin };
  }
  return { id: request.hostname, origin: `${request.protocol}://${request.host}` };
}
