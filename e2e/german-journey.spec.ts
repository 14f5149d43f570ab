import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from 'playwright-core';
import { expect, test } from './support/test';
import assessmentDe from '../shared/messages/assessment/de';
import assessmentEn from '../shared/messages/assessment/en';
import completeDe from '../shared/messages/complete/de';
import completeEn from '../shared/messages/complete/en';
import mailDe from '../shared/messages/mail/de';
import mailEn from '../shared/messages/mail/en';
import privacyNoticeDe from '../shared/messages/privacy-notice/de';
import privacyNoticeEn from '../shared/messages/privacy-notice/en';
import recorderDe from '../shared/messages/recorder/de';
import recorderEn from '../shared/messages/recorder/en';
import signUpDe from '../shared/messages/sign-up/de';
import signUpEn from '../shared/messages/sign-up/en';
import type { CreateInviteResponse } from '../shared/invites.schema';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../server/test/smtp-inbox';
import {
  chromiumPath,
  collectConsoleErrors,
  FAKE_CAMERA_FLAGS,
  launchBrowser,
  screenshot,
  settled,
} from './support/browser';
import { IPHONE } from './support/narrow-screen';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY, preparedDataDir, startServer } from './support/server';

/**
 * The check (#49, docs/languages.md): a team sets its role's language to German; the
 * invite mail, the landing, the assessment, the recorder, the complete page with its feedback
 * form and the mail that says the work arrived all read German on a 390 px phone, with none of
 * English's words left and nothing wider than the screen. What the English journeys cover
 * (pausing, takes, field errors) is not repeated. Screenshots: `de-<step>`.
 */

type Catalogue = Record<string, string>;

/** A catalogue's messages as the page formats them (Lingui, with Intl's plural rules). */
function formatter<C extends Catalogue>(catalogue: C, locale: string) {
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
  ) as Messages;
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (key: keyof C & string, values?: Record<string, unknown>) => i18n._(key, values);
}

const de = {
  signUp: formatter(signUpDe, 'de'),
  assessment: formatter(assessmentDe, 'de'),
  recorder: formatter(recorderDe, 'de'),
  complete: formatter(completeDe, 'de'),
  mail: formatter(mailDe, 'de'),
  privacyNotice: formatter(privacyNoticeDe, 'de'),
};

/** What German writes as English does: the only English words a German page may show. */
const SAME_IN_GERMAN = new Set(['(optional)', 'Feedback (optional)']);

/**
 * English's words a German reader must not meet: each message of the namespaces without
 * placeholders, also where the German catalogue (wrongly) holds the English.
 */
function englishOnly(...catalogues: Catalogue[]): string[] {
  return catalogues.flatMap((english) =>
    Object.values(english).filter(
      (text) => !/[{}]/.test(text) && !SAME_IN_GERMAN.has(text) && /\p{L}{3}/u.test(text),
    ),
  );
}

/** The English messages found, each as a whole word or phrase, in `text`. */
function englishIn(text: string, english: string[]): string[] {
  const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return english.filter((phrase) =>
    new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u').test(text),
  );
}

const WORDS = {
  landing: englishOnly(signUpEn),
  privacyNotice: englishOnly(signUpEn, privacyNoticeEn),
  assessment: englishOnly(assessmentEn),
  recorder: englishOnly(assessmentEn, recorderEn),
  complete: englishOnly(completeEn),
  mail: englishOnly(mailEn),
};

/**
 * The page as a German reader on a phone meets it: `<html lang="de">`, none of `english` in its
 * title, what it shows or what it names (labels, placeholders), nothing wider than the screen;
 * then a screenshot.
 */
async function readsGerman(page: Page, name: string, english: string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await settled(page);
  const seen = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return {
      text: [document.title, document.body.innerText, ...named].join('\n'),
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    };
  });
  expect(englishIn(seen.text, english), `${name}: English left on the page`).toEqual([]);
  expect(seen.clientWidth, name).toBe(390);
  expect(seen.scrollWidth, `${name}: wider than the phone`).toBeLessThanOrEqual(seen.clientWidth);
  await screenshot(page, name);
}

const visible = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }), text).toBeVisible();

const ROLE = 'Sachbearbeitung Einkauf';
const COMPANY = 'Nordlicht Handel GmbH';
const QUESTIONS = [
  'Wie gehen Sie vor, wenn eine Lieferung zu spät kommt?',
  'Wie vergleichen Sie zwei Angebote?',
];
const CANDIDATE = { name: 'Erika Mustermann', email: `erika.${Date.now()}@bewerbung.example` };

test.describe('a candidate’s journey in German on a phone', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');

  test('from the invite mail to the feedback, every page and mail in German at 390 px', async ({
    onFinished,
  }) => {
    const inbox: SmtpInbox = await startSmtpInbox();
    onFinished(() => inbox.close());
    // The server (its own, to send mail to this inbox) starts while the browser does.
    const [server, browser] = await Promise.all([
      startServer({
        dataDir: preparedDataDir(),
        env: {
          SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
          MAIL_FROM: 'Nordlicht Handel <jobs@nordlicht.example>',
        },
      }).then((started) => {
        onFinished(() => started.stop());
        return started;
      }),
      launchBrowser(FAKE_CAMERA_FLAGS).then((launched) => {
        onFinished(() => launched.close());
        return launched;
      }),
    ]);
    const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

    // The team makes the role in English (the default), then chooses German in the role editor.
    const role: CreateRoleBody = {
      title: ROLE,
      company: { name: COMPANY, url: 'https://nordlicht.example', logoId: null },
      questions: QUESTIONS.map((text) => ({ text, guidance: '' })),
      settings: {
        answerMinutes: 20,
        thinkingSeconds: 0,
        video: { enabled: true, maxSeconds: 60, takes: null },
      },
    };
    const created = await fetch(`${server.url}/api/admin/roles`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify(role),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const roleId = ((await created.json()) as RoleChangeResponse).data.id;
    const team = await browser.newPage({ baseURL: server.url });
    const teamErrors = collectConsoleErrors(team);
    await signInAsReviewer(team);
    await team.goto(`/admin/roles/${roleId}`);
    await team.getByRole('heading', { level: 1, name: ROLE }).waitFor();
    await team
      .getByRole('combobox', { name: "Candidates' language" })
      .selectOption({ label: 'Deutsch' });
    await team.getByRole('button', { name: 'Save changes', exact: true }).click();
    await team.getByText('Version 2 saved.').waitFor();
    await team.close();
    expect(teamErrors).toEqual([]);

    // The invite, sent by mail: it arrives in German.
    const invited = await fetch(`${server.url}/api/invite-codes/add`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        identifyCode: roleId,
        label: CANDIDATE.name,
        email: CANDIDATE.email,
        send: true,
      }),
    });
    expect(invited.status).toBe(200);
    const invite = ((await invited.json()) as CreateInviteResponse).data;
    expect(invite.sent).toBe(true);
    const names = { role: ROLE, company: COMPANY };
    const inviteMail = await mailTo(inbox, CANDIDATE.email, de.mail('inviteSubject', names));
    expect(inviteMail.html).toMatch(/<html[^>]* lang="de"/);
    for (const text of [
      de.mail('helloName', { name: CANDIDATE.name }),
      de.mail('inviteIntro', names),
      de.mail('inviteAction'),
    ]) {
      expect(oneLine(inviteMail.text), text).toContain(text);
    }
    expect(englishIn(`${inviteMail.subject}\n${inviteMail.text}`, WORDS.mail)).toEqual([]);
    expect(inviteMail.links).toContain(invite.inviteUrl);

    const phone = await browser.newContext({ ...IPHONE });
    onFinished(() => phone.close());
    const page = await phone.newPage();
    const consoleErrors = collectConsoleErrors(page);
    // The mail in a reading pane as wide as the phone: nothing wider than it.
    const reader = await browser.newPage({ viewport: IPHONE.viewport });
    onFinished(() => reader.close());
    await reader.setContent(inviteMail.html);
    await readsGerman(reader, 'de-invite-mail', WORDS.mail);

    // The landing, from the mail's link: German before the candidate chooses anything.
    await page.goto(invite.inviteUrl);
    await page.getByRole('heading', { name: ROLE }).waitFor();
    for (const text of [
      de.signUp('invitesYou', { company: COMPANY }),
      de.signUp('testDuration'),
      de.signUp('linkActive'),
      de.signUp('agreeTo'),
      de.signUp('ruleNoCopying'),
    ]) {
      await visible(page, text);
    }
    await expect(page.getByLabel(de.signUp('language'), { exact: true })).toHaveValue('de');
    await readsGerman(page, 'de-landing', WORDS.landing);
    // The default privacy notice, unfolded: the German one the server built for this invite.
    await page.getByText(de.signUp('privacySummary'), { exact: true }).click();
    for (const text of [de.privacyNotice('keptUntilDeleted'), de.privacyNotice('recordedTitle')]) {
      await expect(page.locator('.privacy-notice-text'), text).toContainText(text);
    }
    await readsGerman(page, 'de-privacy-notice', WORDS.privacyNotice);
    await page
      .getByRole('textbox', { name: de.signUp('email'), exact: true })
      .fill(CANDIDATE.email);
    await page
      .getByRole('textbox', { name: de.signUp('fullName'), exact: true })
      .fill(CANDIDATE.name);
    await page
      .getByRole('combobox', { name: de.signUp('experience'), exact: true })
      .selectOption({ label: de.signUp('years', { range: '4-5' }) });
    await page
      .getByRole('textbox', { name: de.signUp('social'), exact: true })
      .fill('https://profil.example/erika');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: de.signUp('continue'), exact: true }).click();

    // The overview: German headings, sections and facts.
    await page.getByRole('heading', { name: de.assessment('overviewTitle') }).waitFor();
    for (const text of [de.assessment('sectionQuestions'), de.assessment('sectionVideo')]) {
      await expect(page.getByText(text).first(), text).toBeVisible();
    }
    await expect(
      page.getByText(de.assessment('invitation', { ...names, sections: 3 })),
    ).toBeVisible();
    await readsGerman(page, 'de-overview', WORDS.assessment);
    await page.getByRole('button', { name: de.assessment('continue'), exact: true }).click();

    // The two questions, answered in the editor.
    for (const [index, question] of QUESTIONS.entries()) {
      const number = index + 1;
      await page
        .getByRole('heading', { name: de.assessment('questionOf', { number, total: 2 }) })
        .waitFor();
      await page.getByText(question).waitFor();
      await page
        .getByRole('textbox', { name: de.assessment('answerLabel', { number }) })
        .fill(`Meine Antwort auf Frage ${number}.`);
      await page.locator('[data-sync-status="saved"]').waitFor();
      await visible(page, de.assessment('answered', { answered: number, total: 2 }));
      if (number === 1) await readsGerman(page, 'de-question', WORDS.assessment);
      const next = number === 2 ? 'complete' : 'saveNext';
      await page.getByRole('button', { name: de.assessment(next), exact: true }).click();
    }

    // The video introduction: the recorder's words in German; two seconds recorded and sent.
    await page.getByRole('heading', { name: de.recorder('title') }).waitFor();
    const start = page.getByRole('button', { name: de.recorder('start'), exact: true });
    await start.waitFor();
    await visible(page, de.recorder('tipsTitle'));
    await readsGerman(page, 'de-recorder', WORDS.recorder);
    await start.click();
    await visible(page, de.recorder('badgeRecording'));
    await expect
      .poll(() => page.getByLabel(de.recorder('recordingTime')).textContent(), { timeout: 20_000 })
      .toBe('00:02');
    await page.getByRole('button', { name: de.recorder('end'), exact: true }).click();
    const done = page.getByRole('dialog', { name: de.recorder('completedTitle') });
    await done.waitFor();
    await readsGerman(page, 'de-recorded', WORDS.recorder);
    await done
      .getByRole('button', { name: de.recorder('submit'), exact: true })
      .click({ timeout: 30_000 });

    // The complete page and its feedback form.
    await page.getByRole('heading', { name: de.complete('congratulations') }).waitFor();
    // One paragraph: what was done, then what was kept.
    await expect(page.getByRole('main')).toContainText(
      `${de.complete('completedFor', names)} ${de.complete('answersAndVideoSaved')}`,
    );
    for (const text of [
      de.complete('questionsAnswered'),
      de.complete('videoSubmitted'),
      de.complete('howWasIt'),
    ]) {
      await visible(page, text);
    }
    await readsGerman(page, 'de-complete', WORDS.complete);
    await page
      .getByRole('textbox', { name: de.complete('feedbackLabel') })
      .fill('Klar und freundlich.');
    await page.getByRole('radio', { name: de.complete('stars', { stars: 4 }) }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: de.complete('submitFeedback'), exact: true }).click();
    await page.getByRole('heading', { name: de.complete('thankYou') }).waitFor();
    await visible(page, de.complete('whatsNextBody'));
    await readsGerman(page, 'de-feedback-sent', WORDS.complete);
    expect(consoleErrors).toEqual([]);

    // The mail that says the work arrived, in the language the candidate registered in.
    const received = await mailTo(inbox, CANDIDATE.email, de.mail('receivedSubject', names));
    expect(received.html).toMatch(/<html[^>]* lang="de"/);
    for (const text of [de.mail('receivedBody', names), de.mail('receivedNothingMore')]) {
      expect(oneLine(received.text), text).toContain(text);
    }
    expect(englishIn(`${received.subject}\n${received.text}`, WORDS.mail)).toEqual([]);
    await reader.setContent(received.html);
    await readsGerman(reader, 'de-received-mail', WORDS.mail);
  });
});

/** A mail's plain text with its lines joined (it wraps long sentences). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** The one mail to `address` with this subject, once it has arrived. */
async function mailTo(inbox: SmtpInbox, address: string, subject: string): Promise<ReceivedMail> {
  const matching = () => inbox.to(address).filter((mail) => mail.subject === subject);
  await expect
    .poll(() => matching().length, { timeout: 20_000, message: `a mail "${subject}"` })
    .toBe(1);
  return matching()[0] as ReceivedMail;
}
