import type { Browser, BrowserContext } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { DECISION_TEXTS } from '../shared/decision-texts';
import { PASSKEY_TEXTS } from '../shared/passkey-texts';
import { SHARE_TEXTS } from '../shared/share-texts';
import {
  baseUrl,
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshotAtBothWidths,
} from './support/browser';
import { chooseFromMemberMenu, signOutOfWorkspace } from './support/member-menu';
import { signInAsReviewer } from './support/reviewer';
import { addVirtualAuthenticator, localhostUrl } from './support/virtual-authenticator';
import {
  chooseRadio,
  holdDecisionSaves,
  openCandidate,
  readCandidate,
  seedTeamCandidate,
} from './support/team-pages';

/** WebAuthn takes no IP address as a site: every context uses the server by `localhost`. */
const origin = localhostUrl(baseUrl);

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
}

test.describe('a hiring team of two, end to end', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let browser: Browser;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    browser = await launchBrowser();
  });
  test.afterAll(() => browser?.close());

  test('invite, passkey, two scores, simultaneous edits, a conflict, removal, and a share link', async () => {
    // Two members, three browsers and some thirty screens in one journey: 60 s ran out on a
    // loaded machine.
    test.setTimeout(120_000);
    const { id: candidateId } = await seedTeamCandidate('Robin Journey', {
      answer: '<p>I would start from the logs.</p>',
    });

    // The owner signs in with the admin passkey and invites a reviewer on the team page.
    const ownerPage = await (await newContext(browser)).newPage();
    const ownerErrors = collectConsoleErrors(ownerPage);
    await signInAsReviewer(ownerPage);
    await ownerPage.goto('/admin/candidates');
    await chooseFromMemberMenu(ownerPage, 'Team');
    await ownerPage.getByLabel('Name', { exact: true }).fill('Riley Reviewer');
    await ownerPage.getByRole('button', { name: 'Create invite link' }).click();
    const link = await ownerPage.getByLabel('Member invite link').inputValue();
    expect(link).toMatch(/\/admin\/join\/[A-Za-z0-9_-]+$/);

    // The reviewer, in a browser of their own, joins with a passkey (a virtual authenticator),
    // signs out, and signs in with it.
    const reviewerContext = await newContext(browser);
    const reviewerPage = await reviewerContext.newPage();
    const reviewerErrors = collectConsoleErrors(reviewerPage);
    const authenticator = await addVirtualAuthenticator(reviewerContext, reviewerPage);
    await reviewerPage.goto(new URL(link).pathname);
    await reviewerPage.getByRole('tab', { name: PASSKEY_TEXTS.createPasskey }).click();
    await reviewerPage.getByLabel('Email').fill(`riley.${Date.now()}@team.example`);
    await reviewerPage
      .getByRole('button', { name: `${PASSKEY_TEXTS.createPasskey} and join` })
      .click();
    await reviewerPage.waitForURL('**/admin/candidates');
    expect(await authenticator.countPasskeys()).toBe(1);
    await signOutOfWorkspace(reviewerPage);
    await reviewerPage.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey }).click();
    await reviewerPage.getByRole('button', { name: /Riley Reviewer.*account menu$/ }).waitFor();

    // Both score the same candidate; the list shows the average of the two.
    await openCandidate(ownerPage, candidateId, 'Robin Journey');
    await openCandidate(reviewerPage, candidateId, 'Robin Journey');
    await chooseRadio(ownerPage, '4 of 5');
    await expect.poll(async () => (await readCandidate(candidateId)).scores.count).toBe(1);
    await chooseRadio(reviewerPage, '5 of 5');
    await expect.poll(async () => (await readCandidate(candidateId)).scores.count).toBe(2);
    await reviewerPage.goto('/admin/candidates?q=Robin%20Journey');
    const row = reviewerPage.getByRole('row').filter({ hasText: 'Robin Journey' });
    await row.getByText('Average 4.5 of 5 from 2 scores').waitFor();
    expect(await row.getByTestId('my-score').innerText()).toBe('Yours: 5');
    await screenshotAtBothWidths(reviewerPage, 'team-journey-list');
    await openCandidate(reviewerPage, candidateId, 'Robin Journey');

    // Both write notes at once, the reviewer's save a moment late: it is refused (409), the
    // newer notes are shown and the reviewer's own text is kept to re-apply; both end up saved.
    let release = await holdDecisionSaves(reviewerPage, candidateId);
    await reviewerPage.getByLabel('Notes', { exact: true }).fill('Riley: ask about on-call.');
    await reviewerPage.getByLabel('Notes', { exact: true }).blur();
    await ownerPage.getByLabel('Notes', { exact: true }).fill('Owner: strong on debugging.');
    await ownerPage.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readCandidate(candidateId)).review.notes)
      .toBe('Owner: strong on debugging.');
    await release();
    const conflict = reviewerPage.getByTestId('decision-conflict');
    await conflict.getByText('Riley: ask about on-call.').waitFor();
    expect(await reviewerPage.getByLabel('Notes', { exact: true }).inputValue()).toBe(
      'Owner: strong on debugging.',
    );
    await reviewerPage
      .getByLabel('Notes', { exact: true })
      .fill('Owner: strong on debugging.\nRiley: ask about on-call.');
    await reviewerPage.getByLabel('Notes', { exact: true }).blur();
    await expect
      .poll(async () => (await readCandidate(candidateId)).review.notes)
      .toBe('Owner: strong on debugging.\nRiley: ask about on-call.');

    // Both comment at the same moment: both comments are in the thread, each under its author.
    await ownerPage.getByLabel('Add a comment').fill('Owner: invite to the panel?');
    await reviewerPage.getByLabel('Add a comment').fill('Riley: yes, with the SRE lead.');
    await Promise.all([
      ownerPage.getByRole('button', { name: 'Post comment' }).click(),
      reviewerPage.getByRole('button', { name: 'Post comment' }).click(),
    ]);
    // Which of the two the server stored first is a race: the thread may show them either way.
    for (const page of [ownerPage, reviewerPage]) {
      const comments = page.getByTestId('comment');
      await expect.poll(() => comments.allInnerTexts(), { timeout: 12_000 }).toHaveLength(2);
      const texts = await comments.allInnerTexts();
      expect(texts.find((text) => text.includes('Owner: invite to the panel?'))).toMatch(
        /^Owner\b/,
      );
      expect(texts.find((text) => text.includes('Riley: yes, with the SRE lead.'))).toMatch(
        /^Riley Reviewer\b/,
      );
    }

    // The reviewer's status change is based on what they saw, which the owner changed first.
    release = await holdDecisionSaves(reviewerPage, candidateId);
    await chooseRadio(reviewerPage, 'Rejected');
    await chooseRadio(ownerPage, 'Shortlisted');
    await expect
      .poll(async () => (await readCandidate(candidateId)).review.status)
      .toBe('shortlisted');
    await release();
    await conflict.getByText(DECISION_TEXTS.statusConflict('Owner')).waitFor();
    expect((await readCandidate(candidateId)).review.status).toBe('shortlisted');
    await screenshotAtBothWidths(reviewerPage, 'team-journey-conflict');

    // The owner removes the reviewer: their very next request is refused, and their screen
    // asks them to sign in.
    await ownerPage.goto('/admin/team');
    await ownerPage.getByRole('button', { name: 'Remove Riley Reviewer' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await ownerPage.getByRole('button', { name: 'Remove Riley Reviewer' }).waitFor({
      state: 'detached',
    });
    const status = await reviewerPage.evaluate(
      async () => (await fetch('/api/admin/candidates')).status,
    );
    expect(status).toBe(401);
    await reviewerPage.reload();
    await reviewerPage.getByRole('button', { name: PASSKEY_TEXTS.signInWithPasskey }).waitFor();

    // A share link shows the candidate to someone without an account, until it is revoked.
    await openCandidate(ownerPage, candidateId, 'Robin Journey');
    await ownerPage.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByLabel('Label').fill('For the panel');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const shareLink = await dialog.locator('[data-share-link]').inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(new URL(shareLink).pathname);
    await visitor.getByRole('heading', { name: 'Robin Journey' }).waitFor();
    const shown = await visitor.locator('body').innerText();
    for (const teamData of ['Riley', 'Owner:', 'on-call']) expect(shown).not.toContain(teamData);
    await ownerPage.goto('/admin/shares');
    await ownerPage.getByRole('button', { name: 'Revoke For the panel' }).click();
    await ownerPage.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await ownerPage
      .locator('[data-share-row="For the panel"]')
      .getByText('Revoked', { exact: true })
      .waitFor();
    await visitor.reload();
    await visitor.getByText(SHARE_TEXTS.revokedForVisitor).waitFor();

    // The owner's audit log has it all, with who.
    await chooseFromMemberMenu(ownerPage, 'Audit log');
    const log = ownerPage.getByRole('table', { name: 'Audit log' });
    for (const what of ['Invited a member', 'Joined the team', 'Removed a member', 'Shared']) {
      await log.getByText(what, { exact: true }).first().waitFor();
    }
    await screenshotAtBothWidths(ownerPage, 'team-journey-audit');
    // The browsers log the refused requests (409 for a stale save, which the owner's page sends
    // again on the newer version by itself; 401 once removed) themselves; nothing else.
    const unexpected = (errors: string[]) => errors.filter((error) => !/\b(409|401)\b/.test(error));
    expect(unexpected(ownerErrors)).toEqual([]);
    expect(unexpected(reviewerErrors)).toEqual([]);
    await visitorContext.close();
    await reviewerContext.close();
  });
});
