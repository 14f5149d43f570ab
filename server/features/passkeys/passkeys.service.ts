import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { COSEALG, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { PASSKEY_TEXTS } from '../../../shared/passkey-texts';
import type { Passkey } from '../../../shared/passkeys.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import type { MemberRow } from '../team/members.service';
import { OWNER_MEMBER_ID } from '../team/owner';
import { RELYING_PARTY_NAME, type RelyingParty } from './relying-party';
import {
  countMemberPasskeys,
  deleteExpiredChallenges,
  deleteMemberPasskey,
  findActivePasskey,
  insertChallenge,
  insertPasskey,
  listMemberPasskeys,
  lockActiveMember,
  recordPasskeyUse,
  takeChallenge,
  type PasskeyRow,
} from './passkeys.repository';

/** How long the browser has to answer a challenge; each is used once. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/**
 * A passkey is the only factor of its sign-in, so the authenticator must check who holds it
 * (fingerprint, face, PIN or screen lock), not only that someone touched it.
 */
const USER_VERIFICATION = 'required';
/**
 * EdDSA, ES256 and RS256: what authenticators sign with today. The library would also offer
 * ML-DSA-44 where Node has it, but Node marks it experimental, and its 2.4 KB signatures would
 * be the only ones of their kind: a sign-in should not rest on an experiment.
 */
const ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function newChallenge(
  db: Database,
  purpose: 'register' | 'sign-in',
  challenge: string,
  memberId: string | null,
  now: Date,
): Promise<string> {
  await deleteExpiredChallenges(db, now);
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  return insertChallenge(db, { challenge, purpose, memberId, expiresAt });
}

/** The options for `startRegistration()`: a discoverable passkey, none the member already has. */
export async function registrationOptions(
  db: Database,
  rp: RelyingParty,
  member: Pick<MemberRow, 'id' | 'name' | 'email'>,
  now = new Date(),
) {
  const existing = await listMemberPasskeys(db, member.id);
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: rp.id,
    // The user handle is the member's id: a sign-in's answer names whose passkey it is.
    userID: isoUint8Array.fromUTF8String(member.id),
    userName: member.email ?? member.name,
    userDisplayName: member.name,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: USER_VERIFICATION },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await newChallenge(db, 'register', options.challenge, member.id, now);
  // A plain object (not the library's interface), as the response schema's open record reads it.
  return { ...options };
}

/** The challenge the browser signed, read from its client data; null when unreadable. */
function signedChallenge(response: RegistrationResponseJSON): string | null {
  try {
    const clientData = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON)) as {
      challenge?: unknown;
    };
    return typeof clientData.challenge === 'string' ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** Checks the browser's new passkey against the member's live challenge and stores it. */
export async function addPasskey(
  db: Database,
  rp: RelyingParty,
  memberId: string,
  response: RegistrationResponseJSON,
  label: string | undefined,
  now = new Date(),
): Promise<PasskeyRow> {
  const challenge = signedChallenge(response);
  if (!challenge) throw new AppError('passkey-registration-failed');
  const expected = await takeChallenge(db, { purpose: 'register', memberId, challenge }, now);
  if (!expected) throw new AppError('passkey-registration-expired');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: expected,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new AppError('passkey-registration-failed');
  const { credential } = verification.registrationInfo;
  const stored = await insertPasskey(db, {
    id: credential.id,
    memberId,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    label: label ?? PASSKEY_TEXTS.defaultLabel((await countMemberPasskeys(db, memberId)) + 1),
    createdAt: now,
  });
  if (!stored) throw new AppError('passkey-duplicate');
  return stored;
}

/**
 * Removes one of the member's passkeys, unless it is their only way in: no password and no other
 * passkey (the built-in owner always has the admin passkey). Checked and done in one transaction
 * holding the member's row: two removals at once (of their two passkeys) take turns, and the
 * second sees the first's result (one of them is then the last way in).
 */
export async function removePasskey(
  db: Database,
  memberId: string,
  id: string,
): Promise<PasskeyRow> {
  return db.transaction(async (tx) => {
    const member = await lockActiveMember(tx, memberId);
    if (!member) throw new AppError('passkey-missing');
    const own = await listMemberPasskeys(tx, member.id);
    if (!own.some((row) => row.id === id)) throw new AppError('passkey-missing');
    if (own.length === 1 && !member.passwordHash && member.id !== OWNER_MEMBER_ID) {
      throw new AppError('passkey-last-way-in');
    }
    const removed = await deleteMemberPasskey(tx, member.id, id);
    if (!removed) throw new AppError('passkey-missing');
    return removed;
  });
}

/** Options for `startAuthentication()`: any passkey of this site (discoverable), and its id. */
export async function signInOptions(db: Database, rp: RelyingParty, now = new Date()) {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: USER_VERIFICATION,
  });
  const challengeId = await newChallenge(db, 'sign-in', options.challenge, null, now);
  return { challengeId, options: { ...options } };
}

/**
 * Whose passkey signed the live challenge `challengeId`, or null for any failure: an unknown,
 * expired or used challenge, a passkey unknown or of a removed member, a wrong signature, origin or
 * counter. The challenge is used up either way.
 */
export async function memberOfPasskeySignIn(
  db: Database,
  rp: RelyingParty,
  challengeId: string,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<{ member: MemberRow; passkey: PasskeyRow } | null> {
  const expected = await takeChallenge(db, { purpose: 'sign-in', id: challengeId }, now);
  if (!expected) return null;
  const found = await findActivePasskey(db, response.id);
  if (!found) return null;
  // The authenticator names the passkey's user: it must be the member who registered it.
  const { userHandle } = response.response;
  if (userHandle && isoBase64URL.toUTF8String(userHandle) !== found.member.id) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: expected,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: found.passkey.id,
      publicKey: isoBase64URL.toBuffer(found.passkey.publicKey),
      counter: found.passkey.counter,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const counted = await recordPasskeyUse(
    db,
    found.passkey,
    verification.authenticationInfo.newCounter,
    now,
  );
  return counted ? found : null;
}
