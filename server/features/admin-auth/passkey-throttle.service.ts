import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEXTS } from '../../../shared/texts';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { hashToken } from './admin-sessions.service';
import {
  insertAdminDevice,
  recordFailure,
  takeTurn,
  touchAdminDevice,
  type ThrottleRule,
} from './passkey-throttle.repository';

/**
 * Guessing is slowed, never the owner locked out (issue 9, item 4). A human who mistypes five
 * times notices nothing; after that each wrong passkey doubles the spacing of that client's
 * attempts, 1 s up to 15 s: about 240 guesses an hour from one address at most, against a
 * generated passkey of 144 random bits. A right passkey waits its turn like any other (checking
 * it first would tell a guesser which guess was right, at full speed) but is never refused for
 * failures: only a client whose queue is over a minute long, i.e. one flooding right now, is
 * told 429 at once. A browser that signed in before is a client of its own, so a flood from its
 * address does not reach it.
 */
export const PASSKEY_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15_000,
  maxWaitMs: 60_000,
  forgetAfterMs: 15 * 60 * 1000,
};

export const DEVICE_COOKIE = 'prescreen_device';
const DEVICE_TTL_S = 180 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whose failures count: a browser that signed in before, or else the client's address. */
async function clientKeyOf(db: Database, request: FastifyRequest): Promise<string> {
  const device = request.cookies[DEVICE_COOKIE];
  if (device && DEVICE_TOKEN.test(device) && (await touchAdminDevice(db, hashToken(device)))) {
    return `device:${hashToken(device)}`;
  }
  return `ip:${request.ip}`;
}

/**
 * Waits for this client's turn, then checks the passkey. Answers whose attempt it was, so a
 * sign-in can remember the browser.
 */
export async function checkPasskeyInTurn(
  db: Database,
  rule: ThrottleRule,
  verify: (presented: string) => boolean,
  request: FastifyRequest,
  reply: FastifyReply,
  presented: string,
): Promise<{ clientKey: string }> {
  const clientKey = await clientKeyOf(db, request);
  const turn = await takeTurn(db, clientKey, rule);
  if (turn.kind === 'flooded') {
    reply.header('retry-after', String(Math.ceil(turn.waitMs / 1000)));
    throw new AppError(429, TEXTS.admin.passkeyThrottled);
  }
  if (turn.waitMs > 0) await sleep(turn.waitMs);
  if (!verify(presented)) {
    await recordFailure(db, clientKey, rule);
    throw new AppError(401, TEXTS.admin.passkeyWrong);
  }
  return { clientKey };
}

/** After a sign-in with the passkey: gives the browser a device cookie unless it has one. */
export async function rememberDevice(
  db: Database,
  reply: FastifyReply,
  clientKey: string,
  secure: boolean,
): Promise<void> {
  if (clientKey.startsWith('device:')) return;
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
