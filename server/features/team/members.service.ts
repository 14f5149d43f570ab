import type { Database } from '../../db/client';
import { findActiveMember, type MemberRow } from './members.repository';

export type { MemberRow };

/** A member who has not been removed, or null. */
export async function activeMember(db: Database, id: string): Promise<MemberRow | null> {
  return findActiveMember(db, id);
}
