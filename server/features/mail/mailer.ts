import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MEMBER_ROLE_LABELS, type MemberRole } from '../../../shared/team.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { candidateTextsFor, inviteIntroOf } from '../candidate-texts/candidate-texts.service';
import type { OutboxRelay } from '../outbox/outbox-relay';
import { inviteUrl, type LinkOptions } from '../invites/site-origin';
import {
  findCompletionFacts,
  findInviteMailFacts,
  listCompletionsWithoutMail,
  listInvitesDueReminder,
  listReviewersWithEmail,
  type InviteMailFacts,
} from './mail-data.repository';
import { insertMail, type Mail } from './mail-outbox.repository';
import { readMailPreferences } from './mail-preferences';
import { createMailRelay } from './mail-relay';
import type { MailSettings } from './mail-settings';
import { createSendMail } from './mail-transport';
import { yourDataPath } from '../privacy/your-data/your-data-token';
import type { MailBrand } from './templates/mail-layout';
import {
  completedMail,
  inviteMail,
  memberInviteMail,
  receivedMail,
  reminderMail,
} from './templates/mail-templates';

export type { Mail } from './mail-outbox.repository';

/** How mail is sent and retried; tests shorten the pauses. */
export interface MailOptions {
  settings: MailSettings | undefined;
  retryDelaysMs?: readonly number[];
  /** How often an idle relay looks for retries that came due. */
  pollMs?: number;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** How often the sweep looks for invites close to expiry and completions without their mails. */
const REMINDER_SWEEP_MS = 60_000;
/** How far back the sweep looks for a completion whose mails were never queued. */
const COMPLETION_CATCH_UP_MS = 60 * 60 * 1000;

/**
 * The app's mail (`docs/mail.md`): every mail is a `mail_outbox` row first, rendered when queued,
 * and sent by the relay. With no SMTP settings mail is off: nothing is queued.
 */
export class Mailer {
  readonly enabled: boolean;
  readonly from: string | null;
  private readonly relay: OutboxRelay | undefined;
  private readonly now: () => Date;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly links: LinkOptions,
    options: MailOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.enabled = Boolean(options.settings);
    this.from = options.settings?.from ?? null;
    this.now = options.now ?? (() => new Date());
    this.relay = options.settings
      ? createMailRelay({
          db,
          send: createSendMail(options.settings),
          log,
          retryDelaysMs: options.retryDelaysMs,
          pollMs: options.pollMs,
          now: options.now,
        })
      : undefined;
  }

  /** Where links in mails point when no request says: PUBLIC_URL, else HOST:PORT. */
  get origin(): string {
    return this.links.publicUrl ?? this.links.fallbackOrigin;
  }

  start(): void {
    if (!this.relay) return;
    this.relay.start();
    this.sweepTimer = setInterval(() => void this.sweepQuietly(), REMINDER_SWEEP_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    await this.relay?.stop();
  }

  /** Wakes the relay after rows were inserted. */
  wake(): void {
    this.relay?.wake();
  }

  /** Sends whatever is due now and waits for it (tests). */
  async runOnce(): Promise<number> {
    return (await this.relay?.runOnce()) ?? 0;
  }

  private brand(facts: Pick<InviteMailFacts, 'companyName' | 'logoId'>, origin: string): MailBrand {
    return {
      companyName: facts.companyName,
      logoUrl: facts.logoId ? `${origin}/api/role-logos/${facts.logoId}` : null,
    };
  }

  private async queue(mail: Mail, db = this.db): Promise<string | null> {
    return insertMail(db, mail, this.now());
  }

  /**
   * Queues the invite's mail to its address; a new dedupe key each call, so a resend is a new
   * mail. 409 when mail is off or the invite has no address. Answers the outbox row's id.
   * Given the transaction that makes the invite, the mail is queued in it (saved with the invite
   * or not at all) and the caller wakes the relay once it committed.
   */
  async queueInvite(code: string, origin: string, tx?: Database): Promise<string> {
    if (!this.enabled) throw new AppError('mail-off');
    const facts = await findInviteMailFacts(tx ?? this.db, code);
    if (!facts) throw new AppError('invite-missing');
    if (!facts.email) throw new AppError('mail-invite-without-email');
    const texts = await candidateTextsFor(tx ?? this.db, facts.roleTexts);
    const rendered = await inviteMail({
      brand: this.brand(facts, origin),
      roleTitle: facts.roleTitle,
      // The team's own introduction, else the default in the mail's language.
      intro: texts.inviteIntro === null ? null : inviteIntroOf(texts, facts),
      language: facts.language,
      link: inviteUrl(origin, code),
      expiresAt: facts.expiresAt,
      name: facts.label,
    });
    const id = await this.queue(
      {
        kind: 'invite',
        dedupeKey: `invite:${code}:${randomUUID()}`,
        to: facts.email,
        inviteCode: code,
        ...rendered,
      },
      tx,
    );
    if (!tx) this.wake();
    // A fresh random key never collides.
    return id ?? '';
  }

  /**
   * A candidate finished: "we received it" to them and "a candidate finished" to each member who
   * may review (when the team wants it). Each once, whatever repeats the completion.
   */
  async queueCompletion(candidateId: string): Promise<void> {
    if (!this.enabled) return;
    const facts = await findCompletionFacts(this.db, candidateId);
    if (!facts?.completedAt) return;
    const origin = this.origin;
    const brand = this.brand(facts, origin);
    const received = await receivedMail({
      brand,
      roleTitle: facts.roleTitle,
      name: facts.name,
      yourDataLink: `${origin}${await yourDataPath(this.db, candidateId)}`,
      language: facts.language,
    });
    await this.queue({
      kind: 'received',
      dedupeKey: `received:${candidateId}`,
      to: facts.email,
      inviteCode: facts.code,
      candidateId,
      ...received,
    });
    const preferences = await readMailPreferences(this.db);
    if (preferences.notifyTeam) {
      const completed = await completedMail({
        brand,
        roleTitle: facts.roleTitle,
        candidateName: facts.name,
        link: `${origin}/admin/candidates/${candidateId}`,
        overTime: facts.overTime,
      });
      for (const member of await listReviewersWithEmail(this.db)) {
        if (!member.email) continue;
        await this.queue({
          kind: 'completed',
          dedupeKey: `completed:${candidateId}:${member.id}`,
          to: member.email,
          candidateId,
          ...completed,
        });
      }
    }
    this.wake();
  }

  /**
   * `queueCompletion` for a request that just completed an assessment: a mail that cannot be
   * queued is logged, never a reason to refuse the candidate's submission.
   */
  async notifyCompletion(candidateId: string): Promise<void> {
    try {
      await this.queueCompletion(candidateId);
    } catch (error) {
      this.log.error({ err: error, candidateId }, 'completion mails could not be queued');
    }
  }

  /** A new team member's invite, with the same link the team sees (when mail is on). */
  async queueMemberInvite(input: {
    inviteId: string;
    name: string;
    email: string | null;
    role: MemberRole;
    invitedBy: string;
    link: string;
    expiresAt: Date;
  }): Promise<void> {
    if (!this.enabled || !input.email) return;
    const { teamName } = await readMailPreferences(this.db);
    const rendered = await memberInviteMail({
      teamName,
      name: input.name,
      invitedBy: input.invitedBy,
      roleLabel: MEMBER_ROLE_LABELS[input.role],
      link: input.link,
      expiresAt: input.expiresAt,
    });
    await this.queue({
      kind: 'member-invite',
      dedupeKey: `member-invite:${input.inviteId}`,
      to: input.email,
      ...rendered,
    });
    this.wake();
  }

  /**
   * Queues one reminder per invite close to expiry whose candidate has not finished (the dedupe
   * key `reminder:<code>` keeps it to one); answers how many were queued.
   */
  async sweepOnce(now = this.now()): Promise<number> {
    if (!this.enabled) return 0;
    const { reminderHours } = await readMailPreferences(this.db);
    if (reminderHours === null) return 0;
    let queued = 0;
    for (const facts of await listInvitesDueReminder(this.db, now, reminderHours)) {
      if (!facts.email) continue;
      const origin = this.origin;
      const hoursLeft = Math.max(
        1,
        Math.round((facts.expiresAt.getTime() - now.getTime()) / (60 * 60 * 1000)),
      );
      const rendered = await reminderMail({
        brand: this.brand(facts, origin),
        roleTitle: facts.roleTitle,
        link: inviteUrl(origin, facts.code),
        expiresAt: facts.expiresAt,
        name: facts.label,
        hoursLeft,
        language: facts.language,
      });
      const id = await this.queue({
        kind: 'reminder',
        dedupeKey: `reminder:${facts.code}`,
        to: facts.email,
        inviteCode: facts.code,
        ...rendered,
      });
      if (id) queued += 1;
    }
    if (queued > 0) this.wake();
    return queued;
  }

  /**
   * Queues the mails of completions from the last hour that have none: completion and queuing are
   * two steps, and a process stopped between them would otherwise lose them. The dedupe keys keep
   * each mail to one. Answers how many completions it caught up.
   */
  async catchUpCompletions(now = this.now()): Promise<number> {
    if (!this.enabled) return 0;
    const since = new Date(now.getTime() - COMPLETION_CATCH_UP_MS);
    const missing = await listCompletionsWithoutMail(this.db, since, now);
    for (const candidateId of missing) await this.queueCompletion(candidateId);
    return missing.length;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      await this.sweepOnce();
      await this.catchUpCompletions();
    } catch (error) {
      this.log.warn({ err: error }, 'reminder sweep failed; the next one tries again');
    }
  }
}
