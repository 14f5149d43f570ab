import { render } from '@react-email/render';
import type { Language } from '../../../../shared/i18n/languages';
import { candidateMailTexts } from './candidate-mail-texts';
import { MailLayout, Paragraph, type MailBrand } from './mail-layout';
import type { RenderedMail } from './mail-templates';

/**
 * To a candidate whose erasure request was carried out: it says that and nothing else (no name,
 * no answers), as the row it is queued in outlives everything else of them (docs/privacy.md).
 */
export async function erasureDoneMail(input: {
  brand: MailBrand;
  roleTitle: string;
  /** The language they registered in (docs/languages.md). */
  language: Language;
}): Promise<RenderedMail> {
  const { brand, roleTitle, language } = input;
  const t = candidateMailTexts(language);
  const names = { role: roleTitle, company: brand.companyName };
  const element = (
    <MailLayout language={language} preview={t('erasedPreview')} brand={brand}>
      <Paragraph>{t('hello')}</Paragraph>
      <Paragraph>{t('erasedBody', names)}</Paragraph>
      <Paragraph>{t('erasedNothingMore')}</Paragraph>
    </MailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: t('erasedSubject', names), html, text };
}
