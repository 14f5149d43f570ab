import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { YOUR_DATA_TEXTS } from '../../../../shared/your-data-texts';
import { MailLayout, Paragraph, type MailBrand } from './mail-layout';

/** A mail as it is queued: the subject and both bodies, rendered once. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A moment as every reader reads it the same: the server does not know their time zone. */
export function mailDate(date: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
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
}

/** The invite mail's: the team's introduction (docs/product.md#candidate-texts), its blank lines paragraphs. */
interface InviteIntro {
  intro: string;
}

export function inviteMail(input: InviteMailInput & InviteIntro): Promise<RenderedMail> {
  const { brand, roleTitle } = input;
  return rendered(
    `${brand.companyName} invites you to apply: ${roleTitle}`,
    <MailLayout
      preview={`A short assessment for the ${roleTitle} role`}
      brand={brand}
      action={{ label: 'Start the assessment', href: input.link }}
      footer={`The link is yours alone and works until ${mailDate(input.expiresAt)}. If you were not expecting this mail, you can ignore it.`}
    >
      <Paragraph>{input.name ? `Hello ${input.name},` : 'Hello,'}</Paragraph>
      {input.intro
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter((paragraph) => paragraph !== '')
        .map((paragraph, index) => (
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
      <Paragraph>You can start whenever suits you before {mailDate(input.expiresAt)}.</Paragraph>
    </MailLayout>,
  );
}

export function reminderMail(
  input: InviteMailInput & { hoursLeft: number },
): Promise<RenderedMail> {
  const { brand, roleTitle } = input;
  const left = input.hoursLeft <= 1 ? 'less than an hour' : `about ${input.hoursLeft} hours`;
  return rendered(
    `Reminder: your assessment for ${roleTitle} closes soon`,
    <MailLayout
      preview={`${left} left to finish your assessment`}
      brand={brand}
      action={{ label: 'Continue the assessment', href: input.link }}
      footer={`The link works until ${mailDate(input.expiresAt)}. Already finished? Then please ignore this mail.`}
    >
      <Paragraph>{input.name ? `Hello ${input.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        A friendly reminder: your assessment for the {roleTitle} role at {brand.companyName} is
        still open, with {left} left. Whatever you have already answered is kept.
      </Paragraph>
    </MailLayout>,
  );
}

export function receivedMail(input: {
  brand: MailBrand;
  roleTitle: string;
  name: string;
  /** Their "Your data" page (docs/privacy.md), absolute: it works on any device. */
  yourDataLink: string;
}): Promise<RenderedMail> {
  const { brand, roleTitle } = input;
  return rendered(
    `Thank you, we received your assessment for ${roleTitle}`,
    <MailLayout preview="Your answers are with the team" brand={brand}>
      <Paragraph>Hello {input.name},</Paragraph>
      <Paragraph>
        Thank you for completing the assessment for the {roleTitle} role at {brand.companyName}. We
        received it, and the team will read your answers.
      </Paragraph>
      <Paragraph>There is nothing more you need to do for now.</Paragraph>
      <Paragraph>
        {YOUR_DATA_TEXTS.mailLine} <a href={input.yourDataLink}>{input.yourDataLink}</a>
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
  const { brand, roleTitle, candidateName } = input;
  return rendered(
    `${candidateName} finished the assessment for ${roleTitle}`,
    <MailLayout
      preview={`${candidateName}'s answers are ready to review`}
      brand={brand}
      action={{ label: 'Review the answers', href: input.link }}
      footer="You receive this because you review candidates in the workspace. The team's owner or an admin can turn these mails off in Settings."
    >
      <Paragraph>
        {candidateName} finished the assessment for the {roleTitle} role
        {input.overTime ? ', after the time allowed' : ''}. Their answers are ready to review.
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
  const { candidateName, authorName } = input;
  return rendered(
    `${authorName} mentioned you in a comment on ${candidateName}`,
    <MailLayout
      preview={`${authorName}: ${input.excerpt}`}
      brand={input.brand}
      action={{ label: 'Open the comment', href: input.link }}
      footer="You receive this because a team member mentioned you. You can turn these mails off on your account page in the workspace."
    >
      <Paragraph>
        {authorName} mentioned you in a comment on {candidateName}, who applied for the{' '}
        {input.roleTitle} role:
      </Paragraph>
      <Paragraph>“{input.excerpt}”</Paragraph>
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
  const team = input.teamName ? `the ${input.teamName} hiring team` : 'the hiring team';
  return rendered(
    `${input.invitedBy} invited you to ${team}`,
    <MailLayout
      preview={`Join ${team}'s workspace`}
      brand={{ companyName: input.teamName || 'The hiring team', logoUrl: null }}
      action={{ label: 'Join the team', href: input.link }}
      footer={`The link is for you alone, can be used once, and works until ${mailDate(input.expiresAt)}.`}
    >
      <Paragraph>Hello {input.name},</Paragraph>
      <Paragraph>
        {input.invitedBy} invited you to join {team}&apos;s workspace as {input.roleLabel}. Open the
        link to choose how you sign in.
      </Paragraph>
    </MailLayout>,
  );
}
