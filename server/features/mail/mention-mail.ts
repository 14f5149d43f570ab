import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { findCompletionFacts } from './mail-data.repository';
import { insertMail } from './mail-outbox.repository';
import type { Mailer } from './mailer';
import { findCommentCandidate, listMentionedWithEmail } from './mention-mail.repository';
import { readMyMailPreferences } from './my-mail-preferences';
import { mentionMail } from './templates/mail-templates';

/** How much of the comment the mail quotes; the rest is a click away. */
const EXCERPT_CHARACTERS = 400;

export interface MentioningComment {
  id: number;
  author: { id: string; name: string };
  body: string;
  mentions: { id: string }[];
}

function excerptOf(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARACTERS ? flat : `${flat.slice(0, EXCERPT_CHARACTERS - 1)}…`;
}

/**
 * Mails each member a comment mentions (`docs/mail.md`): not its author, only an active member with
 * an address who has not turned mention mails off. The key `mention:<comment>:<member>` keeps it to
 * one mail per comment and member, so an edit mails only the members it newly mentions.
 * Answers how many were queued.
 */
export async function queueMentionMails(
  db: Database,
  mailer: Pick<Mailer, 'enabled' | 'origin' | 'wake'>,
  comment: MentioningComment,
  now = new Date(),
): Promise<number> {
  if (!mailer.enabled) return 0;
  const ids = comment.mentions
    .map((mention) => mention.id)
    .filter((id) => id !== comment.author.id);
  const recipients = await listMentionedWithEmail(db, ids);
  if (recipients.length === 0) return 0;
  const candidateId = await findCommentCandidate(db, comment.id);
  const facts = candidateId ? await findCompletionFacts(db, candidateId) : null;
  if (!facts) return 0;
  const origin = mailer.origin;
  const rendered = await mentionMail({
    brand: {
      companyName: facts.companyName,
      logoUrl: facts.logoId ? `${origin}/api/role-logos/${facts.logoId}` : null,
    },
    roleTitle: facts.roleTitle,
    candidateName: facts.name,
    authorName: comment.author.name,
    excerpt: excerptOf(comment.body),
    link: `${origin}/admin/candidates/${facts.candidateId}`,
  });
  let queued = 0;
  for (const member of recipients) {
    if (!(await readMyMailPreferences(db, member.id)).mentions) continue;
    const id = await insertMail(
      db,
      {
        kind: 'mention',
        dedupeKey: `mention:${comment.id}:${member.id}`,
        to: member.email,
        candidateId: facts.candidateId,
        ...rendered,
      },
      now,
    );
    if (id) queued += 1;
  }
  if (queued > 0) mailer.wake();
  return queued;
}

/**
 * `queueMentionMails` for a request that just saved a comment: a mail that cannot be queued is
 * logged, never a reason to refuse the comment.
 */
export async function notifyMentions(
  db: Database,
  mailer: Pick<Mailer, 'enabled' | 'origin' | 'wake'>,
  comment: MentioningComment,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    await queueMentionMails(db, mailer, comment);
  } catch (error) {
    log.error({ err: error, commentId: comment.id }, 'mention mails could not be queued');
  }
}
