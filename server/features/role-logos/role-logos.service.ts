import { createHash } from 'node:crypto';
import type { RoleLogo, RoleLogoType } from '../../../shared/roles.schema';
import type { Database } from '../../db/client';
import { checkLogo, type CheckedLogo } from './role-logo-check';
import { existingLogoIds, findLogo, insertLogos, type StoredLogo } from './role-logos.repository';

export type { StoredLogo };

/** Where a stored logo is served: on our origin, so candidates' pages fetch nothing elsewhere. */
export function logoUrl(id: string): string {
  return `/api/role-logos/${id}`;
}

/** A checked logo as stored: its id is the SHA-256 of the bytes stored (after sanitising). */
function logoToStore(logo: CheckedLogo): StoredLogo {
  return { id: createHash('sha256').update(logo.bytes).digest('hex'), ...logo };
}

/**
 * A logo checked and sanitised as the upload would store it, not yet stored: an import checks
 * every logo of its file before it writes anything.
 */
export function prepareLogo(mimeType: RoleLogoType, bytes: Buffer): StoredLogo {
  return logoToStore(checkLogo(mimeType, bytes));
}

/** Stores prepared logos (inside the caller's transaction, when it has one). */
export async function storePreparedLogos(db: Database, logos: StoredLogo[]): Promise<void> {
  await insertLogos(db, logos);
}

/** Whether a logo with this id is stored here. */
export async function isLogoStored(db: Database, id: string): Promise<boolean> {
  return (await existingLogoIds(db, [id])).has(id);
}

/** Checks, sanitises and stores an uploaded logo; the same image twice answers the same id. */
export async function storeLogo(
  db: Database,
  mimeType: RoleLogoType,
  bytes: Buffer,
): Promise<RoleLogo> {
  const logo = prepareLogo(mimeType, bytes);
  await insertLogos(db, [logo]);
  return { id: logo.id, url: logoUrl(logo.id) };
}

export async function readLogo(db: Database, id: string): Promise<StoredLogo | null> {
  const logo = await findLogo(db, id);
  // PGlite answers a bytea as a Uint8Array, node-postgres as a Buffer.
  return logo ? { ...logo, bytes: Buffer.from(logo.bytes) } : null;
}
