import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { announce } from '../../plugins/operator-events';
import { OutboxRelay, retryAt } from '../outbox/outbox-relay';
import { findSendingMail, recordMailOutcome } from './mail-outbox.repository';
import { isPermanentRefusal, smtpErrorText, type SendMail } from './mail-transport';

/** The pauses between attempts: a mail server that is down for a while is not hammered. */
export const MAIL_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
];

export interface MailRelayOptions {
  db: Database;
  send: SendMail;
  log: FastifyBaseLogger;
  retryDelaysMs?: readonly number[];
  pollMs?: number;
  leaseMs?: number;
  now?: () => Date;
}

/** The relay of `mail_outbox` (`docs/mail.md`): queued → sending → sent, or failed for good. */
export function createMailRelay(options: MailRelayOptions): OutboxRelay {
  const { db, send, log } = options;
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  return new OutboxRelay({
    db,
    table: mailOutbox,
    waiting: 'queued',
    log,
    pollMs: options.pollMs,
    leaseMs: options.leaseMs,
    now: options.now,
    async attempt(id, attempts, now) {
      const row = await findSendingMail(db, id, attempts);
      if (!row) return;
      try {
        await send(row);
      } catch (error) {
        const reason = smtpErrorText(error);
        const next = isPermanentRefusal(error) ? null : retryAt(now, attempts, delays);
        log.warn(
          { mailId: id, kind: row.kind, attempts, reason, retry: Boolean(next) },
          'mail not sent',
        );
        await recordMailOutcome(
          db,
          id,
          attempts,
          next
            ? { status: 'queued', error: reason, nextAttemptAt: next }
            : { status: 'failed', error: reason },
        );
        if (!next) announce({ kind: 'outbox-failed', outbox: 'mail' });
        return;
      }
      await recordMailOutcome(db, id, attempts, { status: 'sent', at: now });
    },
  });
}
