import type { FastifyRequest } from 'fastify';

/** Where candidates reach this site: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** The full link a candidate receives for an invite (SPEC A12). */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/invite/${code}`;
}
