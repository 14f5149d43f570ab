import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { OWNER_MEMBER_ID } from '../team/owner';
import { hashToken } from './admin-sessions.service';
import {
  countWrongAttempt,
  insertAdminDevice,
  keepNewestDevices,
  touchAdminDevice,
  type KnownDevice,
} from './passkey-throttle.repository';
import { judgeWrongAttempt, type ThrottleRule } from './passkey-throttle.rule';

/**
 * Guessing is slowed, the owner never held back. The right passkey is let in at once, whatever
 * wrong ones came before it: an API client or a reviewer is never queued behind a guesser at
 * the same address. Only wrong credentials are counted (one at a time, even when they arrive
 * together on several instances), each against two budgets, its client address's and the
 * account it tried (docs/architecture.md): a human who mistypes five times notices nothing;
 * after that each wrong one doubles the spacing of that budget's wrong ones, 1 s up to 15 s, and
 * is held until the later of its budgets' turns; one whose turn is more than 15 s off is refused
 * at once with 429 and `retry-after`. The passkey's strength is what stops a guesser who sends
 * many guesses at once (a generated passkey has 144 random bits).
 */
export const PASSKEY_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  maxWaitMs: 15_000,
  forgetAfterMs: 15 * 60 * 1000,
};

/**
 * What a credential is tried for. `account` names the budget every client's wrong attempts at
 * it share (null: none, only the address's); `memberId` is whom the right one signs in as, so
 * that a browser that signed in as them before spends a budget of its own.
 */
export interface CredentialTarget {
  account: string | null;
  memberId: string | null;
}

/** The admin passkey: one account, the built-in owner's, whoever presents it. */
export const ADMIN_PASSKEY_TARGET: CredentialTarget = {
  account: 'passkey',
  memberId: OWNER_MEMBER_ID,
};

/** A member's own credential (a password, as sign-in or as the current one). */
export function memberTarget(memberId: string): CredentialTarget {
  return { account: `member:${memberId}`, memberId };
}

/**
 * A password sign-in's email: the member's account when it names one, else the email itself
 * (hashed: the key's column is short), so guessing at an unknown email is slowed alike.
 */
export function emailTarget(email: string, memberId: string | null): CredentialTarget {
  if (memberId) return memberTarget(memberId);
  const hash = createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
  return { account: `email:${hash}`, memberId: null };
}

export const DEVICE_COOKIE = 'prescreen_device';
const DEVICE_TTL_S = 180 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/**
 * A member's remembered browsers, at most: each has a budget of its own for that member's
 * credentials, so signing in again and again cannot gather more than this many.
 */
export const DEVICES_PER_MEMBER = 5;

/** The browser's device, when its cookie is one this server gave out and still knows. */
async function knownDeviceOf(db: Database, request: FastifyRequest): Promise<KnownDevice | null> {
  const device = request.cookies[DEVICE_COOKIE];
  if (!device || !DEVICE_TOKEN.test(device)) return null;
  return touchAdminDevice(db, hashToken(device));
}

/**
 * Which budgets a wrong attempt spends: a browser that signed in as the target's member before
 * spends its own (a guesser at its address or at its account does not slow its owner's typos);
 * any other attempt spends its address's and the account's. A device earns nothing for another
 * account, so a cookie jar full of devices is worth no more than one address.
 */
async function budgetsOf(
  db: Database,
  request: FastifyRequest,
  target: CredentialTarget,
): Promise<string[]> {
  const device = await knownDeviceOf(db, request);
  if (device && target.memberId !== null && device.memberId === target.memberId) {
    return [`device:${device.tokenHash}`];
  }
  const address = `ip:${request.ip}`;
  return target.account === null ? [address] : [address, `account:${target.account}`];
}

function refuseForSeconds(reply: FastifyReply, waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError('passkey-cooling-down', seconds);
}

/**
 * Lets the right credential through at once (`verify` compares in constant time); a wrong one
 * is counted against its budgets, held until their turn and refused with 401, or refused at
 * once with 429.
 */
export async function checkPasskey(
  db: Database,
  rule: ThrottleRule,
  verify: (presented: string) => boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string,
  target: CredentialTarget = ADMIN_PASSKEY_TARGET,
): Promise<void> {
  if (verify(presented)) return;
  const budgets = await budgetsOf(db, request, target);
  const verdict = await countWrongAttempt(db, budgets, rule, (priors, nowMs) =>
    judgeWrongAttempt(priors, nowMs, rule),
  );
  if (verdict.kind === 'refuse') refuseForSeconds(reply, verdict.retryAfterMs);
  if (verdict.afterMs > 0) await sleep(verdict.afterMs);
  throw new AppError('passkey-wrong');
}

/**
 * After a sign-in as a member: gives the browser a device cookie bound to that member unless it
 * has one already, and forgets the member's devices beyond the newest `DEVICES_PER_MEMBER`.
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  memberId: string,
): Promise<void> {
  const known = await knownDeviceOf(db, request);
  if (known?.memberId === memberId) return;
  const token = randomBytes(32).toString('base64url');
  await insertAdminDevice(db, hashToken(token), memberId);
  await keepNewestDevices(db, memberId, DEVICES_PER_MEMBER);
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/admin/session',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_TTL_S,
  });
}
