import { useQuery } from '@tanstack/react-query';
import { AdminSessionStateResponseSchema, type AdminSession } from '../../shared/review.schema';
import { apiRequest } from './api-client';
import { adminApiPaths } from './admin-api-paths';

export const ADMIN_SESSION_KEY = ['admin-session'] as const;

/** The reviewer's session, or null when not signed in. */
export async function getAdminSession(): Promise<AdminSession | null> {
  const body = await apiRequest(adminApiPaths.adminSession(), {
    schema: AdminSessionStateResponseSchema,
  });
  return body.data;
}

export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: getAdminSession,
    retry: false,
    staleTime: Infinity,
  });
}
