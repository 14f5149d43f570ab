import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openPglite } from '../server/db/client';
import { invites } from '../server/db/schema';
import { INVITE_TEXTS } from '../shared/invite-texts';
import { TEXTS } from '../shared/texts';
import { createInvite, registerCandidate } from './support/api';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshotAtBothWidths,
} from './support/browser';
import { editor, fillRegistration, toast, waitUntilSaved } from './support/candidate-pages';
import { signInAsReviewer } from './support/reviewer';
import { startServer, preparedDataDir, type RunningServer } from './support/server';

const EARLY_ANSWER = 'Written before the link expired';
const MIDWAY_ANSWER = 'Typed before the team withdrew the invite';
/** A refused call is logged by the browser itself; nothing else may be. */
const onlyRefusals = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: .*status of 410/.test(error));

/**
 * An invite's lifecycle as a team meets it: a candidate whose link expired comes back once the
 * team extends it, and a candidate who is answering is stopped by a revoke while the team keeps
 * what they wrote. Time cannot be fast-forwarded in a running server, so the expiry is seeded on
 * this journey's own server (stopped, its embedded database aged, started again); the rest is
 * what the people do.
 */
test.describe('an invite extended and revoked in the workspace', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const dataDir = preparedDataDir();
  let server: RunningServer;
  const expired = { code: '', email: 'comes.back@candidates.example' };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({ dataDir });
    expired.code = (await createInvite(server.url)).code;
    const unique = await registerCandidate(server.url, expired.code, expired.email, 'Cora Back');
    const saved = await fetch(`${server.url}/api/assessment/answers/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
      body: JSON.stringify({ answer: `<p>${EARLY_ANSWER}</p>`, sequence: 1 }),
    });
    expect(saved.status).toBe(200);
    await server.stop();
    const database = await openPglite(path.join(dataDir, 'db'));
    await database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invites.code, expired.code));
    await database.close();
    server = await startServer({ dataDir });
  });
  test.afterAll(() => server?.stop());

  async function reviewerOn(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await signInAsReviewer(page);
    await page.goto('/admin/invites');
    return page;
  }
  const row = (page: Page, code: string) => page.locator(`tr[data-invite-code="${code}"]`);

  test('a used invite that expired is extended, and its candidate resumes through the link', async () => {
    const browser = await launchBrowser();
    try {
      const candidate = await (
        await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })
      ).newPage();
      const errors = collectConsoleErrors(candidate);
      // Another computer (or a cleared browser): only the link is left.
      await candidate.goto(`/invite/${expired.code}`);
      await candidate.getByRole('heading', { name: INVITE_TEXTS.page.expiredTitle }).waitFor();
      await candidate.getByText(INVITE_TEXTS.page.expiredNext).waitFor();
      await screenshotAtBothWidths(candidate, 'invite-lifecycle-expired');

      const team = await reviewerOn(
        await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } }),
      );
      const invite = row(team, expired.code);
      await invite.getByText(/Link expired/).waitFor();
      expect(await invite.getByRole('button', { name: TEXTS.workspace.revoke }).count()).toBe(1);
      await screenshotAtBothWidths(team, 'invite-lifecycle-table');
      await invite.getByRole('button', { name: TEXTS.workspace.extend }).click();
      await toast(team, TEXTS.workspace.inviteExtended).waitFor();
      await invite.getByText('In progress', { exact: true }).waitFor();

      await candidate.reload();
      await fillRegistration(candidate, { email: expired.email, name: 'Cora Back' });
      await candidate.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
      await candidate.getByRole('button', { name: TEXTS.signup.continue, exact: true }).click();
      await candidate.getByRole('heading', { name: 'Question 1 of 3' }).waitFor();
      expect(await editor(candidate, 1).textContent()).toContain(EARLY_ANSWER);
      expect(onlyRefusals(errors)).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('a candidate revoked mid-way sees the withdrawn page; the reviewer still reads their answer', async () => {
    const browser = await launchBrowser();
    try {
      const { code } = await createInvite(server.url);
      const candidate = await (
        await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } })
      ).newPage();
      const errors = collectConsoleErrors(candidate);
      await candidate.goto(`/invite/${code}`);
      await fillRegistration(candidate, { email: 'mid.way@candidates.example', name: 'Mia Way' });
      await candidate.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
      await candidate.getByRole('button', { name: TEXTS.signup.continue, exact: true }).click();
      await editor(candidate, 1).click();
      await candidate.keyboard.type(MIDWAY_ANSWER);
      await waitUntilSaved(candidate);

      const team = await reviewerOn(
        await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } }),
      );
      const invite = row(team, code);
      await invite.getByText('In progress', { exact: true }).waitFor();
      await invite.getByRole('button', { name: TEXTS.workspace.revoke }).click();
      const dialog = team.getByRole('dialog');
      await dialog.getByText(INVITE_TEXTS.workspace.revokeUsedBody('Mia Way')).waitFor();
      await screenshotAtBothWidths(team, 'invite-lifecycle-revoke-confirm');
      await dialog.getByRole('button', { name: TEXTS.workspace.revoke }).click();
      await toast(team, TEXTS.workspace.inviteRevoked).waitFor();
      await invite.getByText(INVITE_TEXTS.workspace.candidateStopped).waitFor();
      expect(await invite.getByRole('button', { name: TEXTS.workspace.extend }).count()).toBe(0);

      // The candidate's next save meets the revoke: the withdrawn page, not an error or a retry.
      await candidate.keyboard.type(' and one more sentence');
      await candidate
        .getByRole('heading', { name: INVITE_TEXTS.page.withdrawnTitle })
        .waitFor({ timeout: 15_000 });
      await candidate.getByText(INVITE_TEXTS.page.withdrawnBody).waitFor();
      await screenshotAtBothWidths(candidate, 'invite-lifecycle-withdrawn');
      expect(onlyRefusals(errors)).toEqual([]);

      await invite.getByRole('link', { name: 'Mia Way' }).click();
      await team.getByRole('heading', { name: 'Mia Way' }).waitFor();
      await team.getByText(INVITE_TEXTS.review.withdrawnTitle).waitFor();
      await team.getByText(MIDWAY_ANSWER).waitFor();
      expect(await team.getByText('and one more sentence').count()).toBe(0);
      await screenshotAtBothWidths(team, 'invite-lifecycle-review-withdrawn');
    } finally {
      await browser.close();
    }
  });
});
