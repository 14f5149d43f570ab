import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for API tests: what a browser and a platform authenticator
 * answer to `navigator.credentials.create()` and `.get()`, with an ES256 key (node:crypto), 'none'
 * attestation, user presence and verification. It signs what it is given, so a test can also
 * make it answer for another origin, an old challenge or a wrong key.
 */
export class SoftAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(32));
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** Whether it checks who holds it (fingerprint, PIN); a bare security key only sees a touch. */
  verifiesUser = true;
  /** Whose passkey it says it is (the user handle registration gave it), base64url. */
  userHandle = '';
  private counter = 0;

  /** The page's origin, as the browser reports it; a test may move the authenticator elsewhere. */
  constructor(public origin: string) {}

  /** The answer to `startRegistration(options)`. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const authData = Buffer.concat([
      sha256(rpId),
      // User present, user verified, attested credential data included.
      Buffer.from([0x45]),
      uint32(this.counter),
      Buffer.alloc(16), // the AAGUID: none
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      coseKey(this.keys.publicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The answer to `startAuthentication(options)`; `signWith` is another key, for a forgery. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    signWith: KeyObject = this.keys.privateKey,
  ): AuthenticationResponseJSON {
    this.counter += 1;
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    // User present, and user verified when it checks who holds it.
    const flags = this.verifiesUser ? 0x05 : 0x01;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        // ES256 signatures are DER, as node:crypto writes them.
        signature: isoBase64URL.fromBuffer(sign('sha256', signed, signWith)),
        userHandle: this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string): string {
    const json = JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false });
    return isoBase64URL.fromUTF8String(json);
  }
}

/** A private key that belongs to no passkey. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}

function sha256(data: string | Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
}

/** The public key as COSE: EC2 (kty 2), ES256 (alg -7), P-256 (crv 1), x and y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]),
  );
}
