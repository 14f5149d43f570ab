import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_TEXTS } from '../../../shared/webhook-texts';
import type { Database } from '../../db/client';
import { announce } from '../../plugins/operator-events';
import { retryAt } from '../outbox/outbox-relay';
import {
  checkedAddresses,
  pinnedLookup,
  PrivateAddressRefused,
  type ResolveHost,
} from './webhook-address';
import { findDeliveryToSend, insertAttempt, settleDelivery } from './webhooks.repository';

/**
 * The pauses after each failed attempt: 8 attempts over about a day, so a receiver down for a
 * night still gets everything (`docs/webhooks.md`).
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  8 * 3_600_000,
  8 * 3_600_000,
] as const;

export interface WebhookDeliverySettings {
  /** WEBHOOKS_ALLOW_PRIVATE: receivers on private and loopback networks are allowed. */
  allowPrivate: boolean;
  retryDelaysMs?: readonly number[];
  /** How the receiver's host name is resolved (tests may answer their own addresses). */
  resolve?: ResolveHost;
  timeoutMs?: number;
}

const TIMEOUT_MS = 10_000;

/** What one POST came to: the receiver's status code, or why there was none. */
export type PostOutcome =
  { statusCode: number; error: null } | { statusCode: null; error: string; refused: boolean };

/**
 * POSTs the signed body to the receiver, connecting only to the addresses checked, and answers
 * the status code (the body is not read: only 2xx matters). No redirect is followed.
 */
export async function postSigned(
  target: { url: string; secret: string; id: string; payload: string },
  settings: WebhookDeliverySettings,
  now: Date,
): Promise<PostOutcome> {
  const url = new URL(target.url);
  let addresses;
  try {
    addresses = await checkedAddresses(url, settings.allowPrivate, settings.resolve);
  } catch (error) {
    if (error instanceof PrivateAddressRefused)
      return {
        statusCode: null,
        error: WEBHOOK_TEXTS.refusedPrivate(error.address),
        refused: true,
      };
    return { statusCode: null, error: messageOf(error), refused: false };
  }
  const signature = new Webhook(target.secret).sign(target.id, now, target.payload);
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = settings.timeoutMs ?? TIMEOUT_MS;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: pinnedLookup(addresses),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'prescreen-webhooks',
          'webhook-id': target.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response) => {
        response.resume();
        resolve({ statusCode: response.statusCode ?? 0, error: null });
      },
    );
    request.on('error', (error) =>
      resolve({
        statusCode: null,
        error: error.name === 'AbortError' ? WEBHOOK_TEXTS.timedOut : messageOf(error),
        refused: false,
      }),
    );
    request.end(target.payload);
  });
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * The relay's attempt at one claimed delivery: POSTed, the attempt logged with its code or error,
 * and the delivery delivered (2xx), due again later, or failed for good after the last attempt.
 * A refused address fails for good at once: trying it again would only be refused again.
 */
export function webhookAttempt(
  db: Database,
  settings: WebhookDeliverySettings,
  log: FastifyBaseLogger,
) {
  const delays = settings.retryDelaysMs ?? WEBHOOK_RETRY_DELAYS_MS;
  return async (id: string, attempts: number, now: Date): Promise<void> => {
    const delivery = await findDeliveryToSend(db, id);
    if (!delivery) return;
    const began = performance.now();
    const outcome = await postSigned(delivery, settings, now);
    const durationMs = Math.round(performance.now() - began);
    await insertAttempt(db, {
      deliveryId: id,
      attemptedAt: now,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs,
    });
    if (outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300) {
      await settleDelivery(db, id, { status: 'delivered', deliveredAt: new Date() });
      return;
    }
    const next =
      outcome.statusCode === null && outcome.refused ? null : retryAt(now, attempts, delays);
    log.warn(
      { deliveryId: id, attempts, statusCode: outcome.statusCode, error: outcome.error },
      next ? 'webhook attempt failed; retried later' : 'webhook delivery failed for good',
    );
    await settleDelivery(
      db,
      id,
      next ? { status: 'pending', nextAttemptAt: next } : { status: 'failed' },
    );
    if (!next) announce({ kind: 'outbox-failed', outbox: 'webhook' });
  };
}
