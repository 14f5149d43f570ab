import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailKind =
  | 'invite'
  | 'reminder'
  | 'received'
  | 'completed'
  | 'member-invite'
  | 'mention'
  | 'erasure-request'
  | 'erasure-done';

/** One mail to queue: who it goes to, what it says, and the key that makes queuing it twice a no-op. */
export interface Mail {
  kind: MailKind;
  dedupeKey: string;
  to: string;
  inviteCode?: string;
  candidateId?: string;
  subject: string;
  html: string;
  text: string;
}

export type MailRow = typeof mailOutbox.$inferSelect;

/** Queues a mail unless one with its dedupe key is there already; answers the new row's id, or null. */
export async function insertMail(db: Database, mail: Mail, now: Date): Promise<string | null> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      dedupeKey: mail.dedupeKey,
      toAddress: mail.to,
      inviteCode: mail.inviteCode ?? null,
      candidateId: mail.candidateId ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

/** The row an attempt sends, while it is this attempt's to send. */
export async function findSendingMail(
  db: Database,
  id: string,
  attempts: number,
): Promise<MailRow | null> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.attempts, attempts),
      ),
    );
  return rows[0] ?? null;
}

/**
 * Writes an attempt's outcome. Only the attempt that holds the row (still 'sending', with its
 * attempt count) may: one whose lease ran out and was claimed again finds nothing to write.
 */
export async function recordMailOutcome(
  db: Database,
  id: string,
  attempts: number,
  outcome:
    | { status: 'sent'; at: Date }
    | { status: 'queued'; error: string; nextAttemptAt: Date }
    | { status: 'failed'; error: string },
): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent', sentAt: outcome.at, lastError: null, lockedUntil: null }
      : outcome.status === 'queued'
        ? {
            status: 'queued',
            lastError: outcome.error,
            nextAttemptAt: outcome.nextAttemptAt,
            lockedUntil: null,
          }
        : { status: 'failed', lastError: outcome.error, lockedUntil: null };
  await db
    .update(mailOutbox)
    .set(set)
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'sending'),
        eq(mailOutbox.attempts, attempts),
      ),
    );
}
