import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { INVITING_TEXTS } from '../shared/inviting-texts';
import type { AdminInvite } from '../shared/review.schema';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../server/test/smtp-inbox';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshot,
  settled,
} from './support/browser';
import { editor, fillRegistration, waitUntilSaved } from './support/candidate-pages';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';
import { signInAsReviewer } from './support/reviewer';

const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
const unique = Date.now();
const ADA = { name: 'Ada Lovelace', email: `ada.${unique}@candidates.example` };
const ALAN = { name: 'Alan Turing', email: `alan.${unique}@candidates.example` };
const REVIEWER = { name: 'Rita Reviewer', email: `rita.${unique}@team.example` };

/** A one-question role without video, so the candidate's journey is short. */
async function createRole(url: string): Promise<{ id: string; title: string }> {
  const title = `Mail Journey Analyst ${unique}`;
  const role: CreateRoleBody = {
    title,
    company: { name: 'Postbox Labs', url: 'https://postbox.example', logoId: null },
    questions: [{ text: 'How would you sort a pile of letters?', guidance: '' }],
    settings: {
      answerMinutes: 20,
      thinkingSeconds: 0,
      video: { enabled: false, maxSeconds: 180, takes: null },
    },
  };
  const response = await fetch(`${url}/api/admin/roles`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify(role),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return { id: ((await response.json()) as RoleChangeResponse).data.id, title };
}

/** A reviewer with an email joins the team: they are who hears that a candidate finished. */
async function addReviewer(url: string): Promise<void> {
  const invited = await fetch(`${url}/api/admin/members/invites`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ name: REVIEWER.name, role: 'reviewer' }),
  });
  if (invited.status !== 200) throw new Error(`Inviting answered ${invited.status}`);
  const { data } = (await invited.json()) as { data: { link: string } };
  const joined = await fetch(`${url}/api/team/join/${data.link.split('/').pop() ?? ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ ...REVIEWER, password: 'correct horse battery staple' }),
  });
  if (joined.status !== 200) throw new Error(`Joining answered ${joined.status}`);
}

async function listInvites(url: string): Promise<AdminInvite[]> {
  const response = await fetch(`${url}/api/admin/invites?pageSize=100`, { headers: admin });
  return ((await response.json()) as { data: { items: AdminInvite[] } }).data.items;
}

async function mailTo(inbox: SmtpInbox, address: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(() => inbox.to(address).filter((mail) => subject.test(mail.subject)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  return inbox.to(address).find((mail) => subject.test(mail.subject)) as ReceivedMail;
}

/** The page at 1440 and at 390 px wide (nothing wider than the screen), back to 1440 after. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(NARROW);
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
}

test.describe('inviting several people by mail, and one of them finishing', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let inbox: SmtpInbox;
  let server: RunningServer;
  let role: { id: string; title: string };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    inbox = await startSmtpInbox();
    server = await startServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        MAIL_FROM: 'Hiring at Postbox Labs <jobs@postbox.example>',
      },
    });
    role = await createRole(server.url);
    await addReviewer(server.url);
  });
  test.afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  test('bulk-invites from a pasted list with a bad address flagged; a candidate follows the mailed link and finishes; the team hears of it', async () => {
    test.setTimeout(120_000);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: WIDE, baseURL: server.url });
      const consoleErrors = collectConsoleErrors(page);
      await signInAsReviewer(page);

      await page.goto('/admin/invites');
      await page.getByRole('heading', { name: TEXTS.workspace.newInvite }).waitFor();
      // Mail is on: no notice, and sending is a choice.
      expect(await page.getByText(INVITING_TEXTS.mailOffTitle).count()).toBe(0);
      await page.getByRole('button', { name: INVITING_TEXTS.bulk.open }).click();
      const dialog = page.getByRole('dialog', { name: INVITING_TEXTS.bulk.title });
      await dialog.waitFor();
      const picker = dialog.getByRole('combobox', { name: 'Role' });
      await picker.click();
      await picker.fill(role.title);
      await page.getByRole('option', { name: new RegExp(role.title) }).click();
      await dialog
        .getByLabel(INVITING_TEXTS.bulk.pasteLabel)
        .fill(
          `${ADA.name}, ${ADA.email}\nBad Address, grace.at.example\n"${ALAN.name}", ${ALAN.email}\n`,
        );
      await dialog.getByRole('button', { name: INVITING_TEXTS.bulk.preview }).click();
      await dialog.getByText(INVITING_TEXTS.bulk.ready(2, 3)).waitFor();
      const flagged = dialog.locator('tr[data-flagged]');
      expect(await flagged.count()).toBe(1);
      expect(await flagged.textContent()).toContain(INVITING_TEXTS.bulk.flags['bad-email']);
      expect(await flagged.textContent()).toContain('grace.at.example');
      // Mail is on: sending is the choice unless the team picks the links.
      expect(
        await dialog.getByRole('radio', { name: INVITING_TEXTS.sendByEmail }).isChecked(),
      ).toBe(true);
      await bothWidths(page, 'invite-mail-bulk-preview');

      await dialog.getByRole('button', { name: INVITING_TEXTS.bulk.create(2, true) }).click();
      await dialog.getByText(INVITING_TEXTS.bulk.summary(2, 2, 1)).waitFor();
      await dialog.getByRole('button', { name: INVITING_TEXTS.bulk.close }).click();

      // Each of the two gets one invite; nothing went to the flagged line.
      const subject = new RegExp(`invites you to apply: ${role.title}`);
      const adaMail = await mailTo(inbox, ADA.email, subject);
      await mailTo(inbox, ALAN.email, subject);
      expect(inbox.messages.some((mail) => mail.to.includes('grace.at.example'))).toBe(false);
      const invites = (await listInvites(server.url)).filter((item) => item.role.id === role.id);
      expect(invites.map((item) => item.email).sort()).toEqual([ADA.email, ALAN.email].sort());
      const adaInvite = invites.find((item) => item.email === ADA.email) as AdminInvite;
      const link = adaMail.links.find((href) => href.includes('/invite/'));
      expect(link).toBe(adaInvite.url);

      // The list shows each one as sent, with whom it went to.
      await page.reload();
      const adaRow = page.locator(`tr[data-invite-code="${adaInvite.code}"]`);
      await adaRow.getByText(ADA.email).waitFor();
      await adaRow.getByText(INVITING_TEXTS.delivery.sent, { exact: true }).waitFor();
      await bothWidths(page, 'invite-mail-invites-mail-on');

      // The candidate opens the link from the mail, registers and finishes.
      const candidate = await browser.newPage({ viewport: WIDE });
      const candidateErrors = collectConsoleErrors(candidate);
      await candidate.goto(link as string);
      await fillRegistration(candidate, ADA);
      await candidate.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
      await candidate.getByRole('button', { name: TEXTS.signup.continue, exact: true }).click();
      await editor(candidate, 1).click();
      await candidate.keyboard.type('By postcode, then by street.');
      await waitUntilSaved(candidate);
      await candidate.getByRole('button', { name: TEXTS.assessment.complete, exact: true }).click();
      await candidate.waitForURL(/\/complete$/);

      // The team's mail arrives, once, with a link to the answers; and the candidate's receipt.
      const finished = await mailTo(inbox, REVIEWER.email, /finished the assessment/);
      expect(finished.subject).toBe(`${ADA.name} finished the assessment for ${role.title}`);
      expect(
        finished.links.some((href) => href.startsWith(`${server.url}/admin/candidates/`)),
      ).toBe(true);
      await mailTo(inbox, ADA.email, /we received your assessment/);
      expect(consoleErrors).toEqual([]);
      expect(candidateErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
