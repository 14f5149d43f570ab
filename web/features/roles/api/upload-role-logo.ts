import { useMutation } from '@tanstack/react-query';
import { LOGO_TEXTS } from '../../../../shared/role-logo-texts';
import { RoleLogoResponseSchema } from '../../../../shared/roles.schema';
import { ApiError, MALFORMED_TEXT, OFFLINE_TEXT, refusalError } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/**
 * Sends the image's own bytes with its type (the API takes a raw body, not JSON, so apiRequest,
 * which writes JSON, does not fit). The server checks type, size and an SVG's content.
 */
export async function uploadRoleLogo(file: File) {
  let response: Response;
  try {
    response = await fetch(adminApiPaths.adminRoleLogos(), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': file.type },
      body: file,
    });
  } catch {
    throw new ApiError(OFFLINE_TEXT, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A proxy's own 413 page (no body of ours) says the same as the server would: trying the
    // same file again cannot help.
    const fallback = response.status === 413 ? LOGO_TEXTS.tooLarge : undefined;
    throw refusalError(response.status, body, fallback);
  }
  const parsed = RoleLogoResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(MALFORMED_TEXT, response.status);
  return parsed.data;
}

export function useUploadRoleLogo() {
  return useMutation({ mutationFn: uploadRoleLogo });
}
