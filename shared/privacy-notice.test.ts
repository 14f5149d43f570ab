import { describe, expect, it } from 'vitest';
import { IntegrityEventKindSchema, type IntegrityEventKind } from './assessment.schema';
import { LANGUAGES, type Language } from './i18n/languages';
import de from './messages/privacy-notice/de';
import english from './messages/privacy-notice/en';
import es from './messages/privacy-notice/es';
import fr from './messages/privacy-notice/fr';
import {
  buildPrivacyNotice,
  type PrivacyNoticeInput,
  type PrivacyNoticeTranslate,
} from './privacy-notice';
import { RETENTION_STATUSES, type RetentionPolicy, type RetentionStatus } from './privacy.schema';
import { catalogueI18n } from './messages/english-i18n.test-support';

/** A language's sentences compiled and formatted as the server does (server/i18n/server-texts.ts). */
function translator(language: Language): PrivacyNoticeTranslate {
  const i18n = catalogueI18n({ en: english, de, fr, es }[language], language);
  return (key, values) => i18n._(key, values);
}
const inEnglish = translator('en');

const INPUT: PrivacyNoticeInput = {
  controllerName: 'Northwind',
  contactEmail: '',
  retention: null,
  erasureDelayDays: 30,
  mailOn: true,
};

/**
 * The English notice as it was written before it came from the catalogue, kept word for word:
 * the catalogue's English must read exactly as this did, for every setting.
 */
function englishAsBefore(input: PrivacyNoticeInput): string {
  const WHO: Record<RetentionStatus, string> = {
    new: 'Candidates whose application has not been decided yet',
    shortlisted: 'Candidates who were shortlisted',
    on_hold: 'Candidates whose application was put on hold',
    rejected: 'Candidates who were not selected',
  };
  const FROM =
    'your last activity in the assessment, the team’s last decision about you or the end of your invitation, whichever is latest';
  const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);
  const KEPT = 'We keep your information until the hiring team deletes it.';
  function retentionLines(policy: RetentionPolicy | null): string[] {
    if (policy === null) return [KEPT];
    const periods = RETENTION_STATUSES.map((status) => policy[status]);
    const first = periods[0] ?? null;
    if (periods.every((days) => days === first)) {
      return [
        first === null ? KEPT : `Your information is deleted ${daysText(first)} after ${FROM}.`,
      ];
    }
    return [
      `How long we keep your information depends on where your application stands. The days count from ${FROM}:`,
      ...RETENTION_STATUSES.map((status) => {
        const days = policy[status];
        return days === null
          ? `- ${WHO[status]} are kept until the team deletes them.`
          : `- ${WHO[status]} are deleted ${daysText(days)} after that.`;
      }),
    ];
  }
  function erasureLine(delayDays: number): string {
    const when =
      delayDays === 0 ? 'within the hour' : `within ${daysText(delayDays)} of your request`;
    return `If you ask us to erase your information, we erase all of it ${when}, unless the law requires us to keep it for a while (for example during a legal dispute).`;
  }
  const contact = input.contactEmail.trim();
  return [
    [
      `${input.controllerName} is responsible for the information you give in this assessment (the data controller). It is used only to consider your application.`,
      ...(contact ? [`You can write to ${contact} with any question about your information.`] : []),
    ].join(' '),
    [
      'What we record:',
      '- Your registration: your name, email address, social link, experience, and your gender if you choose to give it.',
      '- The device details of each computer you use: the kind of device, its operating system, browser, screen and window size, time zone and language, and when you used it.',
      '- Your written answers, the choices you make and the questions you skip.',
      '- Your video and audio recordings, and the files you upload.',
      '- Moments that help the team read your answers fairly: when you paste text; when and for how long you leave the assessment’s tab; when you open, reload or close the assessment page; and when you press a developer-tools key or open the right-click menu, both blocked during the assessment.',
      '- The feedback you give us about the assessment, if you do.',
    ].join('\n'),
    retentionLines(input.retention).join('\n'),
    [
      `Your information stays yours. At any time you can download a copy of everything you gave us, and ask us to erase it, from your “Your data” page: the link is on the page you see when you finish the assessment${input.mailOn ? ', and in our thank-you email' : ''}.`,
      erasureLine(input.erasureDelayDays),
    ].join(' '),
  ].join('\n\n');
}

/** Every retention a team can set, as far as the notice tells them apart. */
const DAYS = [null, 1, 2, 30, 3650] as const;
const POLICIES: (RetentionPolicy | null)[] = [null];
for (const a of DAYS)
  for (const b of DAYS)
    for (const c of DAYS)
      for (const d of DAYS) POLICIES.push({ new: a, shortlisted: b, on_hold: c, rejected: d });

/** Every combination of the notice's conditions (6,256 of them). */
const EVERY_INPUT: PrivacyNoticeInput[] = POLICIES.flatMap((retention) =>
  ['', '  ', 'privacy@acme.example'].flatMap((contactEmail) =>
    [0, 1, 7, 30].flatMap((erasureDelayDays) =>
      [true, false].map((mailOn) => ({
        // The team's own words, never read as a message: braces and quotes stay as written.
        controllerName: mailOn ? 'Northwind' : "O'Brien {Talent} & Co",
        contactEmail,
        retention,
        erasureDelayDays,
        mailOn,
      })),
    ),
  ),
);

describe('the default privacy notice in English', () => {
  it('reads, letter for letter, as before it came from the catalogue, for every setting', () => {
    const differing = EVERY_INPUT.filter(
      (input) => buildPrivacyNotice(inEnglish, input) !== englishAsBefore(input),
    );
    expect(differing.slice(0, 3).map((input) => buildPrivacyNotice(inEnglish, input))).toEqual(
      differing.slice(0, 3).map(englishAsBefore),
    );
    expect(differing).toHaveLength(0);
  });
});

/**
 * The words of the default notice that tell a candidate about each integrity event
 * (docs/integrity.md): a new kind fails the type check here until the notice says it.
 */
const EVENT_WORDS: Record<IntegrityEventKind, string> = {
  paste: 'when you paste text',
  tab_hidden: 'leave the assessment’s tab',
  tab_returned: 'for how long you leave',
  page_opened: 'when you open, reload',
  page_left: 'reload or close the assessment page',
  blocked_key: 'developer-tools key',
  context_menu: 'right-click menu',
};

describe('the default privacy notice', () => {
  const notice = buildPrivacyNotice(inEnglish, INPUT);

  it.each(IntegrityEventKindSchema.options)('says that %s events are recorded', (kind) => {
    expect(notice).toContain(EVENT_WORDS[kind]);
  });

  it('lists the registration as the form asks it, and the device of each computer', () => {
    expect(notice).toContain('social link');
    expect(notice).not.toContain('profile link');
    expect(notice).toContain('device details of each computer you use');
  });

  it('points to the thank-you email only when this server sends mail', () => {
    expect(notice).toContain('when you finish the assessment, and in our thank-you email.');
    const mailOff = buildPrivacyNotice(inEnglish, { ...INPUT, mailOn: false });
    expect(mailOff).toContain('the link is on the page you see when you finish the assessment.');
    expect(mailOff).not.toContain('thank-you');
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the notice in %s', (language) => {
  const t = translator(language);
  const notices = EVERY_INPUT.map((input) => buildPrivacyNotice(t, input));
  const englishLines = new Set(EVERY_INPUT.flatMap((input) => englishAsBefore(input).split(/\n+/)));

  it('is laid out as English is, with none of its sentences and no message syntax left', () => {
    const shape = (text: string) =>
      text
        .split('\n')
        .map((line) => (line === '' ? '' : line.startsWith('- ') ? '-' : 'p'))
        .join();
    const faults = EVERY_INPUT.flatMap((input, index) => {
      const notice = notices[index]!;
      const own = notice.replaceAll(input.controllerName, '');
      return [
        ...(shape(notice) === shape(englishAsBefore(input)) ? [] : ['laid out otherwise']),
        ...notice.split(/\n+/).filter((line) => englishLines.has(line)),
        ...(/[{}#']|\bundefined\b| {2}|\n{3}/.test(own) ? [own] : []),
      ];
    });
    expect(faults.slice(0, 5)).toEqual([]);
  });

  it('says the team’s name, contact, days and mail as the settings do', () => {
    const notice = buildPrivacyNotice(t, {
      controllerName: 'Northwind',
      contactEmail: 'privacy@acme.example',
      retention: { new: 180, shortlisted: 180, on_hold: null, rejected: 30 },
      erasureDelayDays: 14,
      mailOn: true,
    });
    for (const words of ['Northwind', 'privacy@acme.example', '180', '30', '14']) {
      expect(notice).toContain(words);
    }
    const mailOff = buildPrivacyNotice(t, { ...INPUT, mailOn: false });
    expect(mailOff.length).toBeLessThan(buildPrivacyNotice(t, INPUT).length);
  });

  if (language === 'fr') {
    it('spaces French punctuation with no-break spaces', () => {
      for (const notice of notices.slice(0, 50)) {
        expect(notice).not.toMatch(/ [:;?!»]|« /);
        expect(notice).not.toMatch(/[^\s\u00a0\u202f][;?!»]|«[^\u00a0]/);
      }
    });
  }
});
