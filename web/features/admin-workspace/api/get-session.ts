import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSession, AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const ADMIN_SESSION_KEY = ['admin-session'] as const;

/** The reviewer's session, or null when not signed in (the server answers 401). */
export async function getAdminSession(): Promise<AdminSession | null> {
  try {
    const body = await apiRequest<z.infer<typeof AdminSessionResponseSchema>>(
      apiPaths.adminSession(),
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) return null;
    throw error;
  }
}

export function useAdminSession() {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: getAdminSession,
    retry: false,
    staleTime: Infinity,
  });
}
