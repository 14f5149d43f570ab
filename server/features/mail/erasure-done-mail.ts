import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { findInviteMailFacts } from './mail-data.repository';
import { insertMail } from './mail-outbox.repository';
import type { Mailer } from './mailer';
import { erasureDoneMail } from './templates/erasure-mail';

/**
 * Queues "your data was erased" to a candidate whose erasure request is being carried out, in
 * the deletion's transaction (with mail on; else nothing). Its row names no candidate and no
 * invite, so the deletion leaves it; its key is a hash of their id, so a deletion replayed after
 * a restore mails them no second time (docs/privacy.md). Answers whether a mail was queued.
 */
export async function queueErasureDoneMail(
  tx: Database,
  mail: Pick<Mailer, 'enabled' | 'origin'>,
  candidate: { id: string; inviteCode: string; email: string },
  now: Date,
): Promise<boolean> {
  if (!mail.enabled) return false;
  const facts = await findInviteMailFacts(tx, candidate.inviteCode);
  if (!facts) return false;
  const rendered = await erasureDoneMail({
    brand: {
      companyName: facts.companyName,
      logoUrl: facts.logoId ? `${mail.origin}/api/role-logos/${facts.logoId}` : null,
    },
    roleTitle: facts.roleTitle,
    language: facts.language,
  });
  const key = createHash('sha256').update(candidate.id).digest('hex').slice(0, 32);
  const id = await insertMail(
    tx,
    { kind: 'erasure-done', dedupeKey: `erasure-done:${key}`, to: candidate.email, ...rendered },
    now,
  );
  return id !== null;
}
