import { mayAccess, type Access, type Member } from '../../shared/team.schema';
import { useAdminSession } from './admin-session';

/** The signed-in member, or null before the session is known (or outside the workspace). */
export function useCurrentMember(): Member | null {
  return useAdminSession().data?.member ?? null;
}

/**
 * Whether the signed-in member's role may do this (`docs/team.md`): pages hide what it may not.
 * The server checks again on every request.
 */
export function useMayAccess(access: Access): boolean {
  const member = useCurrentMember();
  return member !== null && mayAccess(member.role, access);
}
