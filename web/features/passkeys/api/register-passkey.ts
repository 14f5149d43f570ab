import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PasskeyAddedResponseSchema,
  RegistrationOptionsResponseSchema,
  type Passkey,
} from '../../../../shared/passkeys.schema';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { queryKeys } from '../../../lib/query-keys';
/**
 * Creates a passkey for the signed-in member: the server's options, the browser's authenticator
 * (fingerprint, face, PIN or screen lock), then the server checks and keeps it. The WebAuthn
 * library loads only now, when someone asks for a passkey.
 */
export async function registerPasskey(label?: string): Promise<{ status: string; data: Passkey }> {
  const [{ startRegistration }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest(adminApiPaths.adminMePasskeyOptions(), {
      method: 'POST',
      schema: RegistrationOptionsResponseSchema,
    }),
  ]);
  const optionsJSON = options.data as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  return apiRequest(adminApiPaths.adminMePasskeys(), {
    method: 'POST',
    body: { response, label },
    schema: PasskeyAddedResponseSchema,
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label?: string) => registerPasskey(label),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
