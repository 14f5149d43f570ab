/**
 * Every query of this feature starts with the key the invite panel's role picker uses
 * (web/lib/admin-roles.ts), so a change here refreshes the picker's list too.
 */
export const ROLES_KEY = 'admin-roles';

export const roleKeys = {
  all: [ROLES_KEY] as const,
  overview: () => [ROLES_KEY, 'overview'] as const,
  detail: (id: string) => [ROLES_KEY, 'detail', id] as const,
  templates: () => [ROLES_KEY, 'templates'] as const,
};
