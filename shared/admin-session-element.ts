/**
 * The id of the script element a workspace page's HTML carries the session check's answer in
 * (server/features/admin-auth/admin-session.routes.ts), read by web/lib/admin-session.ts.
 */
export const ADMIN_SESSION_ELEMENT = 'admin-session';
