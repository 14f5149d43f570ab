import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { hashToken } from './admin-sessions.service';
import {
  countWrongPasskey,
  insertAdminDevice,
  touchAdminDevice,
} from './passkey-throttle.repository';
import { judgeWrongPasskey, type ThrottleRule } from './passkey-throttle.rule';

/**
 * Guessing is slowed, the owner never held back. The right passkey is let in at once, whatever
 * wrong ones came before it: an API client or a reviewer is never queued behind a guesser at
 * the same address. Only wrong passkeys are counted (one at a time, even when they arrive
 * together on several instances): a human who mistypes five times notices nothing; after that
 * each wrong passkey doubles the spacing of that client's wrong ones, 1 s up to 15 s, and is held
 * until its turn; one whose turn is more than 15 s off is refused at once with 429 and
 * `retry-after`. The passkey's strength is what stops a guesser who sends many guesses at once
 * (a generated passkey has 144 random bits): see docs/architecture.md.
 */
export const PASSKEY_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  maxWaitMs: 15_000,
  forgetAfterMs: 15 * 60 * 1000,
};

export const DEVICE_COOKIE = 'prescreen_device';
const DEVICE_TTL_S = 180 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the browser's device token, when it is one this server gave out. */
async function knownDeviceOf(db: Database, request: FastifyRequest): Promise<string | null> {
  const device = request.cookies[DEVICE_COOKIE];
  if (!device || !DEVICE_TOKEN.test(device)) return null;
  const hash = hashToken(device);
  return (await touchAdminDevice(db, hash)) ? hash : null;
}

/**
 * Whose wrong passkeys count together: a browser that signed in before (so a guesser at its
 * address does not slow its owner's typos), or else the client's address.
 */
async function clientKeyOf(db: Database, request: FastifyRequest): Promise<string> {
  const device = await knownDeviceOf(db, request);
  return device ? `device:${device}` : `ip:${request.ip}`;
}

/**
 * Lets the right passkey through at once (compared in constant time); a wrong one is counted,
 * held until its client's turn and refused with 401, or refused at once with 429.
 */
export async function checkPasskey(
  db: Database,
  rule: ThrottleRule,
  verify: (presented: string) => boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string,
): Promise<void> {
  if (verify(presented)) return;
  const clientKey = await clientKeyOf(db, request);
  const verdict = await countWrongPasskey(db, clientKey, rule, (prior, nowMs) =>
    judgeWrongPasskey(prior, nowMs, rule),
  );
  if (verdict.kind === 'refuse') {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError('passkey-cooling-down', seconds);
  }
  if (verdict.afterMs > 0) await sleep(verdict.afterMs);
  throw new AppError('passkey-wrong');
}

/** After a sign-in with the passkey: gives the browser a device cookie unless it has one. */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  if (await knownDeviceOf(db, request)) return;
  const token = randomBytes(32).toString('base64url');
  await insertAdminDevice(db, hashToken(token));
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/admin/session',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: DEVICE_TTL_S,
  });
}
