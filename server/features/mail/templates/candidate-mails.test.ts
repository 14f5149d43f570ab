import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/i18n/languages';
import { erasureDoneMail } from './erasure-mail';
import { inviteMail, receivedMail, reminderMail, type RenderedMail } from './mail-templates';

const brand = { companyName: 'Acme & Co', logoUrl: null };
const roleTitle = 'Data Analyst';
const link = 'https://jobs.example/invite/abc';
const expiresAt = new Date('2026-12-07T14:05:00Z');

/** Each mail a candidate receives (docs/mail.md), written in `language`. */
async function candidateMails(language: Language) {
  return {
    invite: await inviteMail({
      brand,
      roleTitle,
      link,
      expiresAt,
      name: 'Dana',
      intro: null,
      language,
    }),
    reminderLastHour: await reminderMail({
      brand,
      roleTitle,
      link,
      expiresAt,
      name: null,
      hoursLeft: 1,
      language,
    }),
    reminder: await reminderMail({
      brand,
      roleTitle,
      link,
      expiresAt,
      name: null,
      hoursLeft: 5,
      language,
    }),
    received: await receivedMail({
      brand,
      roleTitle,
      name: 'Dana',
      yourDataLink: 'https://jobs.example/your-data/tok',
      language,
    }),
    erased: await erasureDoneMail({ brand, roleTitle, language }),
  };
}

/** What a mail program shows before opening it (the hidden preview line). */
const preview = (mail: RenderedMail) =>
  /data-skip-in-text="true">([^<]*)/.exec(mail.html)?.[1] ?? '';

describe('the candidate’s mails', () => {
  it('read in English exactly as they did before mails had languages', async () => {
    const mails = await candidateMails('en');
    expect(mails.invite.subject).toBe('Acme & Co invites you to apply: Data Analyst');
    expect(mails.invite.text).toBe(
      'Acme & Co\n\nHello Dana,\n\nThank you for your interest in the Data Analyst role at Acme & Co. The next step is a short assessment: a few questions you answer in your own time, in your browser.\n\nYou can start whenever suits you before Monday, 7 December 2026 at 14:05 UTC.\n\nStart the assessment https://jobs.example/invite/abc\n\nOr open this link: https://jobs.example/invite/abc\n\n----------------------------------------\n\nThe link is yours alone and works until Monday, 7 December 2026 at 14:05 UTC. If you were not expecting this mail, you can ignore it.',
    );
    expect(preview(mails.invite)).toBe('A short assessment for the Data Analyst role');
    expect(mails.reminderLastHour.subject).toBe(
      'Reminder: your assessment for Data Analyst closes soon',
    );
    expect(mails.reminderLastHour.text).toContain(
      'Hello,\n\nA friendly reminder: your assessment for the Data Analyst role at Acme & Co is still open, with less than an hour left. Whatever you have already answered is kept.\n\nContinue the assessment https://jobs.example/invite/abc\n\nOr open this link: https://jobs.example/invite/abc\n\n----------------------------------------\n\nThe link works until Monday, 7 December 2026 at 14:05 UTC. Already finished? Then please ignore this mail.',
    );
    expect(preview(mails.reminderLastHour)).toBe(
      'less than an hour left to finish your assessment',
    );
    expect(mails.reminder.text).toContain('still open, with about 5 hours left.');
    expect(preview(mails.reminder)).toBe('about 5 hours left to finish your assessment');
    expect(mails.received.subject).toBe('Thank you, we received your assessment for Data Analyst');
    expect(mails.received.text).toBe(
      'Acme & Co\n\nHello Dana,\n\nThank you for completing the assessment for the Data Analyst role at Acme & Co. We received it, and the team will read your answers.\n\nThere is nothing more you need to do for now.\n\nSee or download your data, or ask us to erase it: https://jobs.example/your-data/tok',
    );
    expect(preview(mails.received)).toBe('Your answers are with the team');
    expect(mails.erased.subject).toBe('Your data was erased: Data Analyst');
    expect(mails.erased.text).toBe(
      'Acme & Co\n\nHello,\n\nAs you asked, Acme & Co erased your application for the Data Analyst role: your registration, answers, recordings and files are gone.\n\nThere is nothing more you need to do.',
    );
    for (const mail of Object.values(mails))
      expect(mail.html).toContain('<html dir="ltr" lang="en">');
  });

  it.each([
    {
      language: 'de' as const,
      invite: [
        'Acme & Co lädt Sie zur Bewerbung ein: Data Analyst',
        'Guten Tag Dana,',
        'bis Montag, 7. Dezember 2026 um 14:05 UTC',
        'Test starten',
        'Oder öffnen Sie diesen Link:',
      ],
      reminderLastHour: [
        'Erinnerung: Ihr Test für Data Analyst endet bald',
        'Ihnen bleibt weniger als eine Stunde',
      ],
      reminder: [
        'Erinnerung: Ihr Test für Data Analyst endet bald',
        'Ihnen bleiben etwa 5 Stunden',
        'Test fortsetzen',
      ],
      received: [
        'Vielen Dank, wir haben Ihren Test für Data Analyst erhalten',
        'Ihre Daten ansehen, herunterladen oder ihre Löschung beantragen:',
      ],
      erased: [
        'Ihre Daten wurden gelöscht: Data Analyst',
        'Wie von Ihnen gewünscht, hat Acme & Co Ihre Bewerbung',
      ],
    },
    {
      language: 'fr' as const,
      invite: [
        'Acme & Co vous invite à postuler\u00a0: Data Analyst',
        'Bonjour Dana,',
        'jusqu’au lundi 7 décembre 2026 à 14:05 UTC',
        'Commencer l’évaluation',
        'Ou ouvrez ce lien\u00a0:',
      ],
      reminderLastHour: [
        'Rappel\u00a0: votre évaluation pour Data Analyst se termine bientôt',
        'il vous reste moins d’une heure',
      ],
      reminder: [
        'Rappel\u00a0: votre évaluation pour Data Analyst se termine bientôt',
        'il vous reste environ 5 heures',
        'Reprendre l’évaluation',
      ],
      received: [
        'Merci, nous avons bien reçu votre évaluation pour Data Analyst',
        'demandez-nous de les effacer',
      ],
      erased: [
        'Vos données ont été effacées\u00a0: Data Analyst',
        'Comme vous l’avez demandé, Acme & Co a effacé votre candidature',
      ],
    },
    {
      language: 'es' as const,
      invite: [
        'Acme & Co le invita a presentar su candidatura: Data Analyst',
        'Hola, Dana:',
        'hasta el lunes, 7 de diciembre de 2026, 14:05 UTC',
        'Comenzar la evaluación',
        'O abra este enlace:',
      ],
      reminderLastHour: [
        'Recordatorio: su evaluación para Data Analyst se cierra pronto',
        'le queda menos de una hora',
      ],
      reminder: [
        'Recordatorio: su evaluación para Data Analyst se cierra pronto',
        'le quedan unas 5 horas',
        'Continuar la evaluación',
      ],
      received: [
        'Gracias, hemos recibido su evaluación para Data Analyst',
        'pídanos que los borremos',
      ],
      erased: [
        'Sus datos se han borrado: Data Analyst',
        'Tal como nos pidió, Acme & Co ha borrado su candidatura',
      ],
    },
  ])('are written in $language, with its dates and plurals', async ({ language, ...expected }) => {
    const mails = await candidateMails(language);
    for (const [name, words] of Object.entries(expected)) {
      const mail = mails[name as keyof typeof mails];
      const [subject, ...body] = words;
      expect(mail.subject, name).toBe(subject);
      for (const text of body) expect(mail.text, name).toContain(text);
      expect(mail.html, name).toContain(`lang="${language}"`);
      expect(mail.text, name).not.toMatch(/\b(Hello|Thank you|assessment|the link)\b/i);
    }
  });

  it('keeps a team’s own introduction as written, in any language', async () => {
    const mail = await inviteMail({
      brand,
      roleTitle,
      link,
      expiresAt,
      intro: 'Willkommen bei Acme.\n\nBis bald.',
      language: 'de',
    });
    expect(mail.text).toContain(
      'Guten Tag,\n\nWillkommen bei Acme.\n\nBis bald.\n\nSie können beginnen',
    );
  });
});
