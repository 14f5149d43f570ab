import {
  body,
  JSON_BODY,
  LONG,
  NO_BODY,
  NUL,
  param,
  type Call,
  type Endpoint,
  type Variant,
} from './bad-input.cases';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
/** A credential id of the right shape that no passkey has. */
const NO_SUCH_PASSKEY = b64('no such credential id, 32 bytes!');
/** Client data that names a challenge the server never gave: well formed, answered 410 or 401. */
const clientData = (type: string) =>
  b64(JSON.stringify({ type, challenge: b64('unknown'), origin: 'http://localhost' }));
const common = {
  id: NO_SUCH_PASSKEY,
  rawId: NO_SUCH_PASSKEY,
  type: 'public-key',
  clientExtensionResults: {},
};
const REGISTRATION = {
  ...common,
  response: {
    clientDataJSON: clientData('webauthn.create'),
    attestationObject: b64('attestation'),
    transports: ['internal'],
  },
};
const AUTHENTICATION = {
  ...common,
  response: {
    clientDataJSON: clientData('webauthn.get'),
    authenticatorData: b64('authenticator data'),
    signature: b64('signature'),
    userHandle: b64('00000000-0000-4000-8000-0000000000bb'),
  },
};

/** The browser's answer with `fields` of it replaced, or those of its inner `response`. */
const answer =
  (fields: object, inner: object = {}): Variant =>
  (call) => {
    const payload = call.payload as { response: { response: object } };
    return {
      ...call,
      payload: {
        ...payload,
        response: {
          ...payload.response,
          ...fields,
          response: { ...payload.response.response, ...inner },
        },
      },
    };
  };

const admin = (s: { admin: Record<string, string> }, call: Call): Call => ({
  ...call,
  headers: s.admin,
});
/** Credentials change only from a signed-in session. */
const session = (s: { session: { cookie: string } }, call: Call): Call => ({
  ...call,
  headers: s.session,
});

/** The endpoints of WebAuthn passkeys: registering them and signing in with them. */
export const PASSKEY_ENDPOINTS: Endpoint[] = [
  {
    route: 'GET /api/admin/me/passkeys',
    access: 'read',
    valid: (s) => admin(s, { method: 'GET', url: '/api/admin/me/passkeys' }),
    noInput: 'It lists the passkeys of who asks.',
    cases: {},
  },
  {
    route: 'POST /api/admin/me/passkeys/options',
    access: 'read',
    valid: (s) => session(s, { method: 'POST', url: '/api/admin/me/passkeys/options' }),
    cases: { ...NO_BODY },
  },
  {
    route: 'POST /api/admin/me/passkeys',
    access: 'read',
    valid: (s) =>
      session(s, {
        method: 'POST',
        url: '/api/admin/me/passkeys',
        payload: { response: REGISTRATION, label: 'Laptop' },
      }),
    // Well formed, but answering a challenge the server never gave.
    validStatus: 410,
    cases: {
      'NUL bytes': [body({ label: NUL }), answer({ id: NUL })],
      'overlong strings': [
        body({ label: 'x'.repeat(121) }),
        answer({ id: LONG }),
        answer({}, { attestationObject: `${LONG}${LONG}` }),
        answer({}, { transports: [LONG] }),
      ],
      'wrong types': [
        body({ response: null }),
        body({ response: 'credential' }),
        body({ label: 7 }),
        answer({ type: 'password' }),
        answer({}, { clientDataJSON: 'not base64url!' }),
        answer({}, { transports: 'internal' }),
        (call) => ({ ...call, payload: { label: 'Laptop' } }),
      ],
      ...JSON_BODY,
    },
  },
  {
    route: 'DELETE /api/admin/me/passkeys/:id',
    access: 'read',
    valid: (s) =>
      session(s, { method: 'DELETE', url: `/api/admin/me/passkeys/${NO_SUCH_PASSKEY}` }),
    validStatus: 404,
    cases: {
      'NUL bytes': [param('abc%00')],
      'overlong strings': [param('a'.repeat(1401))],
      'wrong types': [param('not%20base64url')],
      ...NO_BODY,
    },
  },
  {
    route: 'POST /api/admin/session/passkey/options',
    valid: () => ({ method: 'POST', url: '/api/admin/session/passkey/options' }),
    cases: { ...NO_BODY },
  },
  {
    route: 'POST /api/admin/session/passkey',
    valid: () => ({
      method: 'POST',
      url: '/api/admin/session/passkey',
      payload: { challengeId: '00000000-0000-4000-8000-0000000000cc', response: AUTHENTICATION },
    }),
    // Well formed, but for a challenge the server never gave: a failed sign-in.
    validStatus: 401,
    cases: {
      'NUL bytes': [body({ challengeId: NUL }), answer({}, { signature: NUL })],
      'overlong strings': [
        answer({ rawId: LONG }),
        answer({}, { authenticatorData: LONG }),
        answer({}, { userHandle: 'a'.repeat(129) }),
      ],
      'wrong types': [
        body({ challengeId: 7 }),
        body({ challengeId: 'not-a-uuid' }),
        body({ response: [] }),
        answer({ clientExtensionResults: null }),
        answer({}, { signature: 42 }),
        answer({ authenticatorAttachment: 'bluetooth' }),
      ],
      ...JSON_BODY,
    },
  },
];
