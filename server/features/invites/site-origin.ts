import type { FastifyRequest } from 'fastify';

/** How links to this site are built: never from a Host the server does not trust. */
export interface LinkOptions {
  /** PUBLIC_URL: when set, every link starts with it. */
  publicUrl: string | undefined;
  /** The request's Host may be used: only when the server listens on a loopback HOST. */
  trustHostHeader: boolean;
  /** Otherwise invite links use this fixed origin (`http://<HOST>:<PORT>`). */
  fallbackOrigin: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** Only a server on a loopback address may build links from the Host a request names. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.trim().toLowerCase());
}

/** Where candidates reach this site: PUBLIC_URL, else the request's origin on loopback, else the fixed one. */
export function siteOrigin(request: FastifyRequest, links: LinkOptions): string {
  if (links.publicUrl) return links.publicUrl;
  if (links.trustHostHeader) return `${request.protocol}://${request.host}`;
  return links.fallbackOrigin;
}

/** The full link a candidate receives for an invite (docs/product.md#invite-entry). */
export function inviteUrl(origin: string, code: string): string {
  return `${origin}/invite/${code}`;
}
