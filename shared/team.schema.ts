import { z } from 'zod';

/**
 * The hiring team's roles and what each may do. The server checks every admin route against
 * `ACCESS`; the workspace reads the same table to offer only what a member may do.
 */
export const MemberRoleSchema = z.enum(['owner', 'admin', 'reviewer', 'viewer'], {
  error: 'Choose a role: owner, admin, reviewer or viewer.',
});
export type MemberRole = z.infer<typeof MemberRoleSchema>;

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  reviewer: 'Reviewer',
  viewer: 'Viewer',
};

/**
 * What a route needs: `read` (every member), `review` (score, comment, status), `manage` (roles,
 * invites, candidates, shares, deletion, export) and `team` (members and the audit log).
 */
export type Access = 'read' | 'review' | 'manage' | 'team';

const ALLOWED: Record<Access, readonly MemberRole[]> = {
  read: ['owner', 'admin', 'reviewer', 'viewer'],
  review: ['owner', 'admin', 'reviewer'],
  manage: ['owner', 'admin'],
  team: ['owner'],
};

export function mayAccess(role: MemberRole, access: Access): boolean {
  return ALLOWED[access].includes(role);
}

/** A member as the workspace shows them. */
export const MemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  role: MemberRoleSchema,
});
export type Member = z.infer<typeof MemberSchema>;
