import type { ReactNode } from 'react';
// Each component from its own package: `@react-email/components` loads all of them, Prism's
// languages (the code block) and Tailwind's with them, ~0.6 s of CPU at every server start for
// nothing mail uses here (docs/testing.md, "A server's start").
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { DEFAULT_LANGUAGE, textDirection, type Language } from '../../../../shared/i18n/languages';
import { candidateMailTexts } from './candidate-mail-texts';

/** Who the mail speaks for: the role's company, with its logo when it has an image mail can show. */
export interface MailBrand {
  companyName: string;
  /** An absolute http(s) URL served by the app, or none (mail clients block data: URLs). */
  logoUrl: string | null;
}

const page = {
  backgroundColor: '#f6f7f9',
  fontFamily: 'Helvetica, Arial, sans-serif',
  margin: 0,
  padding: '24px 12px',
};
// The padding is inside: on a 390 px phone a padded 100%-wide table would be wider than the screen.
const card = { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '520px' };
const inside = { padding: '28px 24px' };
const paragraph = { color: '#1f2328', fontSize: '15px', lineHeight: '24px', margin: '0 0 14px' };
const small = { color: '#59636e', fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
const button = {
  backgroundColor: '#1864ab',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
};

/** The frame of every mail: who it is from, what it says, one action, and the link written out. */
export function MailLayout(props: {
  preview: string;
  brand: MailBrand;
  children: ReactNode;
  action?: { label: string; href: string };
  footer?: string;
  /** The reader's: a candidate's (docs/languages.md); the team reads English. */
  language?: Language;
}) {
  const { brand, action, language = DEFAULT_LANGUAGE } = props;
  const t = candidateMailTexts(language);
  return (
    <Html lang={language} dir={textDirection(language)}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Section style={inside}>
            <Section style={{ marginBottom: '20px' }}>
              {brand.logoUrl ? (
                <Img
                  src={brand.logoUrl}
                  alt={brand.companyName}
                  width="48"
                  height="48"
                  style={{ borderRadius: '8px', marginBottom: '8px' }}
                />
              ) : null}
              <Text style={{ ...paragraph, fontWeight: 700, margin: 0 }}>{brand.companyName}</Text>
            </Section>
            {props.children}
            {action ? (
              <>
                <Section style={{ margin: '22px 0' }}>
                  <Button href={action.href} style={button}>
                    {action.label}
                  </Button>
                </Section>
                <Text style={small}>
                  {t('orOpenLink')}{' '}
                  <a href={action.href} style={{ color: '#1864ab', wordBreak: 'break-all' }}>
                    {action.href}
                  </a>
                </Text>
              </>
            ) : null}
            {props.footer ? (
              <>
                <Hr style={{ borderColor: '#e3e6ea', margin: '20px 0 12px' }} />
                <Text style={small}>{props.footer}</Text>
              </>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph(props: { children: ReactNode }) {
  return <Text style={paragraph}>{props.children}</Text>;
}
