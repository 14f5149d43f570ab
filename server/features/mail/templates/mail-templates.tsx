import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Language } from '../../../../shared/i18n/languages';
import { candidateMailTexts } from './candidate-mail-texts';
import { TEAM_MAIL_LANGUAGE, teamMailTexts } from './team-mail-texts';
import { MailLayout, Paragraph, type MailBrand } from './mail-layout';

/** A mail as it is queued: the subject and both bodies, rendered once. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A moment as every reader reads it the same: the server does not know their time zone. English
 * is written the British way, as on the candidate's pages.
 */
export function mailDate(date: Date, language: Language = 'en'): string {
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}

async function rendered(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

export interface InviteMailInput {
  brand: MailBrand;
  roleTitle: string;
  link: string;
  expiresAt: Date;
  /** Who it is for, when the team wrote a name. */
  name?: string | null;
  /** The candidate's language (docs/languages.md): the mail is written in it. */
  language: Language;
}

/** "Hello Dana," or, without a name, "Hello,", in the mail's language. */
function greeting(t: ReturnType<typeof candidateMailTexts>, name: string | null | undefined) {
  return name ? t('helloName', { name }) : t('hello');
}

/** The invite mail's: the team's introduction (docs/product.md#candidate-texts), its blank lines paragraphs. */
interface InviteIntro {
  /** Null: the default introduction, in the mail's language. */
  intro: string | null;
}

export function inviteMail(input: InviteMailInput & InviteIntro): Promise<RenderedMail> {
  const { brand, roleTitle, language } = input;
  const t = candidateMailTexts(language);
  const names = { role: roleTitle, company: brand.companyName };
  const deadline = mailDate(input.expiresAt, language);
  return rendered(
    t('inviteSubject', names),
    <MailLayout
      language={language}
      preview={t('invitePreview', names)}
      brand={brand}
      action={{ label: t('inviteAction'), href: input.link }}
      footer={t('inviteFooter', { deadline })}
    >
      <Paragraph>{greeting(t, input.name)}</Paragraph>
      {(input.intro ?? t('inviteIntro', names))
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
      <Paragraph>{t('inviteStart', { deadline })}</Paragraph>
    </MailLayout>,
  );
}

export function reminderMail(
  input: InviteMailInput & { hoursLeft: number },
): Promise<RenderedMail> {
  const { brand, roleTitle, language } = input;
  const t = candidateMailTexts(language);
  // An hour or less reads "less than an hour".
  const hours = Math.max(1, input.hoursLeft);
  const names = { role: roleTitle, company: brand.companyName, hours };
  return rendered(
    t('reminderSubject', names),
    <MailLayout
      language={language}
      preview={t('reminderPreview', names)}
      brand={brand}
      action={{ label: t('reminderAction'), href: input.link }}
      footer={t('reminderFooter', { deadline: mailDate(input.expiresAt, language) })}
    >
      <Paragraph>{greeting(t, input.name)}</Paragraph>
      <Paragraph>{t('reminderBody', names)}</Paragraph>
    </MailLayout>,
  );
}

export function receivedMail(input: {
  brand: MailBrand;
  roleTitle: string;
  name: string;
  /** Their "Your data" page (docs/privacy.md), absolute: it works on any device. */
  yourDataLink: string;
  /** The language they registered in (docs/languages.md). */
  language: Language;
}): Promise<RenderedMail> {
  const { brand, roleTitle, language } = input;
  const t = candidateMailTexts(language);
  const names = { role: roleTitle, company: brand.companyName };
  return rendered(
    t('receivedSubject', names),
    <MailLayout language={language} preview={t('receivedPreview')} brand={brand}>
      <Paragraph>{t('helloName', { name: input.name })}</Paragraph>
      <Paragraph>{t('receivedBody', names)}</Paragraph>
      <Paragraph>{t('receivedNothingMore')}</Paragraph>
      <Paragraph>
        {t('yourDataLine')}{' '}
        <a href={input.yourDataLink} style={{ wordBreak: 'break-all' }}>
          {input.yourDataLink}
        </a>
      </Paragraph>
    </MailLayout>,
  );
}

export function completedMail(input: {
  brand: MailBrand;
  roleTitle: string;
  candidateName: string;
  link: string;
  overTime: boolean;
}): Promise<RenderedMail> {
  const t = teamMailTexts;
  const names = { candidate: input.candidateName, role: input.roleTitle };
  return rendered(
    t('completedSubject', names),
    <MailLayout
      preview={t('completedPreview', names)}
      brand={input.brand}
      action={{ label: t('completedAction'), href: input.link }}
      footer={t('completedFooter')}
    >
      <Paragraph>
        {t('completedBody', { ...names, overTime: input.overTime ? 'yes' : 'no' })}
      </Paragraph>
    </MailLayout>,
  );
}

export function mentionMail(input: {
  brand: MailBrand;
  roleTitle: string;
  candidateName: string;
  authorName: string;
  excerpt: string;
  link: string;
}): Promise<RenderedMail> {
  const t = teamMailTexts;
  const names = {
    author: input.authorName,
    candidate: input.candidateName,
    role: input.roleTitle,
    excerpt: input.excerpt,
  };
  return rendered(
    t('mentionSubject', names),
    <MailLayout
      preview={t('mentionPreview', names)}
      brand={input.brand}
      action={{ label: t('mentionAction'), href: input.link }}
      footer={t('mentionFooter')}
    >
      <Paragraph>{t('mentionBody', names)}</Paragraph>
      <Paragraph>{t('mentionExcerpt', names)}</Paragraph>
    </MailLayout>,
  );
}

/**
 * A new member's join link. It names who invited them and, when the team set it in Settings →
 * Mail, the team's or company's name (`docs/mail.md`).
 */
export function memberInviteMail(input: {
  teamName: string;
  name: string;
  invitedBy: string;
  roleLabel: string;
  link: string;
  expiresAt: Date;
}): Promise<RenderedMail> {
  const t = teamMailTexts;
  const team = input.teamName
    ? t('memberInviteNamedTeam', { team: input.teamName })
    : t('memberInviteUnnamedTeam');
  const names = { team, invitedBy: input.invitedBy };
  return rendered(
    t('memberInviteSubject', names),
    <MailLayout
      preview={t('memberInvitePreview', names)}
      brand={{ companyName: input.teamName || t('memberInviteBrand'), logoUrl: null }}
      action={{ label: t('memberInviteAction'), href: input.link }}
      footer={t('memberInviteFooter', {
        deadline: mailDate(input.expiresAt, TEAM_MAIL_LANGUAGE),
      })}
    >
      <Paragraph>{t('memberInviteHello', { name: input.name })}</Paragraph>
      <Paragraph>{t('memberInviteBody', { ...names, role: input.roleLabel })}</Paragraph>
    </MailLayout>,
  );
}
