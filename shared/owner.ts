/**
 * The built-in owner (migration 0009): whoever holds the admin passkey acts as this member. The
 * passkey stays the bootstrap and recovery key of the team.
 */
export const OWNER_MEMBER_ID = '00000000-0000-4000-8000-000000000001';
