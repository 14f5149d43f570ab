import { render } from '@react-email/render';
import { MailLayout, Paragraph, type MailBrand } from './mail-layout';
import type { RenderedMail } from './mail-templates';

/**
 * To a candidate whose erasure request was carried out: it says that and nothing else (no name,
 * no answers), as the row it is queued in outlives everything else of them (docs/privacy.md).
 */
export async function erasureDoneMail(input: {
  brand: MailBrand;
  roleTitle: string;
}): Promise<RenderedMail> {
  const { brand, roleTitle } = input;
  const element = (
    <MailLayout preview="Your data was erased" brand={brand}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        As you asked, {brand.companyName} erased your application for the {roleTitle} role: your
        registration, answers, recordings and files are gone.
      </Paragraph>
      <Paragraph>There is nothing more you need to do.</Paragraph>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `Your data was erased: ${roleTitle}`, html, text };
}
