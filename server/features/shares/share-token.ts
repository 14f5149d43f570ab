import { randomBytes } from 'node:crypto';
import { hashToken } from '../admin-auth/admin-sessions.service';

/** 256 random bits as base64url (43 characters); only its SHA-256 is kept. */
export function newShareToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export const shareTokenHash = (token: string) => hashToken(token);

/** The link a visitor opens: the web app's public page (web/features/share-view). */
export const shareUrl = (origin: string, token: string) => `${origin}/share/${token}`;
