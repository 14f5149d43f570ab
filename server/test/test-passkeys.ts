import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { KeyObject } from 'node:crypto';
import type { TestApp } from './test-app';
import { SoftAuthenticator } from './soft-authenticator';

/** Where the passkey tests' site is (PUBLIC_URL): the relying party is its host. */
export const PASSKEY_SITE = 'https://hire.example.com';

/** Asks for registration options as the member of `auth`, answers them with `authenticator`. */
export async function registrationAnswer(
  t: TestApp,
  auth: Record<string, string>,
  authenticator: SoftAuthenticator,
) {
  const options = await t.app.inject({
    method: 'POST',
    url: '/api/admin/me/passkeys/options',
    headers: auth,
  });
  if (options.statusCode !== 200) throw new Error(`options: ${options.body}`);
  const json = options.json<{ data: PublicKeyCredentialCreationOptionsJSON }>().data;
  return { options: json, response: authenticator.register(json) };
}

/** Registers a new software passkey for the member of `auth`; answers the authenticator. */
export async function addTestPasskey(
  t: TestApp,
  auth: Record<string, string>,
  label?: string,
): Promise<SoftAuthenticator> {
  const authenticator = new SoftAuthenticator(PASSKEY_SITE);
  const { response } = await registrationAnswer(t, auth, authenticator);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/admin/me/passkeys',
    headers: auth,
    payload: { response, label },
  });
  if (added.statusCode !== 200) throw new Error(`register: ${added.body}`);
  return authenticator;
}

/** A sign-in challenge and the authenticator's answer to it (signed with `signWith`, if given). */
export async function signInAnswer(
  t: TestApp,
  authenticator: SoftAuthenticator,
  signWith?: KeyObject,
) {
  const options = await t.app.inject({ method: 'POST', url: '/api/admin/session/passkey/options' });
  if (options.statusCode !== 200) throw new Error(`sign-in options: ${options.body}`);
  const { challengeId, options: json } = options.json<{
    data: { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };
  }>().data;
  return { challengeId, response: authenticator.authenticate(json, signWith) };
}

export function signInWith(
  t: TestApp,
  payload: Awaited<ReturnType<typeof signInAnswer>>,
  remoteAddress = '10.1.1.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/session/passkey',
    payload,
    remoteAddress,
  });
}
