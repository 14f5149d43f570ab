import { render } from '@react-email/render';
import { MailLayout, Paragraph } from './mail-layout';
import { mailDate, type RenderedMail } from './mail-templates';
import { TEAM_MAIL_LANGUAGE, teamMailTexts as t } from './team-mail-texts';

/** To the team's owners and admins: a candidate asked for erasure (docs/privacy.md). */
export async function erasureRequestMail(input: {
  teamName: string;
  candidateName: string;
  roleTitle: string;
  dueAt: Date;
  held: boolean;
  link: string;
}): Promise<RenderedMail> {
  const names = { candidate: input.candidateName, role: input.roleTitle };
  const subject = t('erasureRequestSubject', names);
  const element = (
    <MailLayout
      preview={subject}
      brand={{ companyName: input.teamName, logoUrl: null }}
      action={{ label: t('erasureRequestAction'), href: input.link }}
      footer={t('erasureRequestFooter')}
    >
      <Paragraph>{t('erasureRequestBody', names)}</Paragraph>
      <Paragraph>
        {input.held
          ? t('erasureRequestHeld')
          : t('erasureRequestDue', { due: mailDate(input.dueAt, TEAM_MAIL_LANGUAGE) })}
      </Paragraph>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
