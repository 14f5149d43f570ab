import { render } from '@react-email/render';
import { MailLayout, Paragraph } from './mail-layout';
import { mailDate, type RenderedMail } from './mail-templates';

/** To the team's owners and admins: a candidate asked for erasure (docs/privacy.md). */
export async function erasureRequestMail(input: {
  teamName: string;
  candidateName: string;
  roleTitle: string;
  dueAt: Date;
  held: boolean;
  link: string;
}): Promise<RenderedMail> {
  const { candidateName, roleTitle } = input;
  const element = (
    <MailLayout
      preview={`${candidateName} asked for their data to be erased`}
      brand={{ companyName: input.teamName, logoUrl: null }}
      action={{ label: 'Open the candidate', href: input.link }}
      footer="You receive this because you are an owner or admin of the hiring team's workspace."
    >
      <Paragraph>
        {candidateName}, who applied for the {roleTitle} role, asked for their data to be erased.
      </Paragraph>
      <Paragraph>
        {input.held
          ? `The candidate is on hold: nothing is erased while the hold stands. Lift it, or tell them why their data is kept.`
          : `Their data will be erased on ${mailDate(input.dueAt)}. Until then you can read their answers as usual; put them on hold if the law requires you to keep them.`}
      </Paragraph>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `${candidateName} asked for their data to be erased`, html, text };
}
