import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import { openPglite } from '../server/db/client';
import { candidates, invites } from '../server/db/schema';
import { INVITE_TEXTS } from '../shared/invite-texts';
import { TEXTS } from '../shared/texts';
import { createInvite, readAssessment, registerCandidate } from './support/api';
import { chromiumPath, launchBrowser, screenshot } from './support/browser';
import { editor, storeSession, waitUntilSaved } from './support/candidate-pages';
import { startServer, preparedDataDir, type RunningServer } from './support/server';

/**
 * Time cannot be fast-forwarded in a running server, so this journey seeds invites on its own
 * server, stops it, ages the records in its embedded database, and starts it again.
 */
test.describe('invites and sessions that ran out of time', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const dataDir = preparedDataDir();
  let server: RunningServer;
  const seeded = { expired: '', withdrawn: '', lateCode: '', lateUnique: '' };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({ dataDir });
    seeded.expired = (await createInvite(server.url)).code;
    seeded.withdrawn = (await createInvite(server.url)).code;
    seeded.lateCode = (await createInvite(server.url)).code;
    seeded.lateUnique = await registerCandidate(
      server.url,
      seeded.lateCode,
      'late@candidates.example',
    );
    await server.stop();

    const database = await openPglite(path.join(dataDir, 'db'));
    const past = new Date(Date.now() - 60_000);
    await database.db
      .update(invites)
      .set({ expiresAt: past })
      .where(eq(invites.code, seeded.expired));
    await database.db
      .update(invites)
      .set({ revokedAt: past })
      .where(eq(invites.code, seeded.withdrawn));
    await database.db
      .update(candidates)
      .set({ startedAt: new Date(Date.now() - 25 * 60_000) })
      .where(eq(candidates.inviteCode, seeded.lateCode));
    await database.close();
    server = await startServer({ dataDir });
  });
  test.afterAll(() => server?.stop());

  test('an expired invite and a withdrawn one each show a page that says so and what to do', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}/invite/${seeded.expired}`);
      await page.getByRole('heading', { name: INVITE_TEXTS.page.expiredTitle }).waitFor();
      await page.getByText(INVITE_TEXTS.page.expiredNext).waitFor();
      await screenshot(page, 'invite-expired');
      await page.goto(`${server.url}/invite/${seeded.withdrawn}/signup`);
      await page.getByText(/has been withdrawn/).waitFor();
      expect(await page.getByRole('button', { name: TEXTS.signup.continue }).count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  test('at zero the candidate can still finish, and the work is marked over time', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(server.url);
      await storeSession(page, {
        inviteCode: seeded.lateCode,
        unique: seeded.lateUnique,
        name: 'Late Candidate',
      });
      await page.goto(`${server.url}/invite/${seeded.lateCode}`);
      await page.getByText('Time is up', { exact: true }).waitFor();
      await page.getByText('The 20 minutes are up').waitFor();
      await page.getByRole('button', { name: TEXTS.signup.continue }).click();
      await editor(page, 1).click();
      await page.keyboard.type('Finished after the time');
      await waitUntilSaved(page);
      const state = await readAssessment(server.url, seeded.lateUnique);
      expect(state.answers[0]?.answer).toBe('<p>Finished after the time</p>');
      expect(state.timing.overTime).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
