import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignInOptionsResponseSchema } from '../../../../shared/passkeys.schema';
import { AdminSessionResponseSchema } from '../../../../shared/review.schema';
import { setSignedIn } from '../../../lib/admin-session';
import { mutationKeys } from '../../../lib/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/**
 * Signs in with any passkey of this site the browser holds (the browser asks which one): a
 * challenge from the server, signed by the passkey, exchanged for a session cookie.
 */
async function signInWithPasskey() {
  const [{ startAuthentication }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest(adminApiPaths.adminPasskeySessionOptions(), {
      method: 'POST',
      schema: SignInOptionsResponseSchema,
    }),
  ]);
  const optionsJSON = options.data.options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  return apiRequest(adminApiPaths.adminPasskeySession(), {
    method: 'POST',
    body: { challengeId: options.data.challengeId, response },
    schema: AdminSessionResponseSchema,
  });
}

/** The workspace renders once the session is stored. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.signInWithPasskey,
    mutationFn: signInWithPasskey,
    onSuccess: (response) => setSignedIn(queryClient, response.data),
  });
}
