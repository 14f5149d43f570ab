import type { FastifyRequest } from 'fastify';
import type { Member } from '../../../shared/team.schema';
import { AppError } from '../../plugins/errors';
import type { MemberRow } from './members.repository';

/** How the member on a request proved who they are. */
export type MemberProof = 'session' | 'passkey' | 'token';

export interface CurrentMember extends Member {
  via: MemberProof;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member acting on an admin route (set by `requireAdmin`). */
    member: CurrentMember | null;
  }
}

export function toMember(row: MemberRow): Member {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

/** The member acting on a `requireAdmin` route. */
export function currentMember(request: FastifyRequest): CurrentMember {
  if (!request.member) throw new AppError('sign-in-needed');
  return request.member;
}
