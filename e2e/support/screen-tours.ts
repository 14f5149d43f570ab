import type { Page } from 'playwright-core';
import { TEXTS } from '../../shared/texts';
import { createInvite, registerCandidate } from './api';
import { editor, fillRegistration, storeSession } from './candidate-pages';
import { E2E_PASSKEY } from './server';
import { button, recordUntil } from './video-step';

/** A name of 24+ characters and the catalogue's longest company name (Northwhistle Derivatives). */
export const LONG_NAME = 'Maximiliana Featherstonehaugh-Okonkwo';
export const LONG_COMPANY_ROLE_ID = 'nqr';
const admin = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

/** Called on each screen of a tour once it is shown, with the screen's name. */
export type Visit = (screen: string) => Promise<void>;

/**
 * Lets a tour hold the camera back ("Setting up your camera...") and refuse it ("Camera Access
 * Required") in a browser whose fake camera would otherwise answer at once.
 */
export async function installCameraControls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as {
      __openCamera?: () => void;
      __denyCamera?: boolean;
    };
    let opened: Promise<void> = new Promise((resolve) => (scope.__openCamera = resolve));
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      await opened;
      opened = Promise.resolve();
      if (scope.__denyCamera) throw new DOMException('Permission denied', 'NotAllowedError');
      return open(constraints);
    };
  });
}

async function waitForText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Types an answer into the current question and moves on with the page's own button. */
async function answerQuestion(page: Page, number: number, forward: string): Promise<void> {
  await editor(page, number).click();
  await page.keyboard.type(`My answer to question ${number}.`);
  await button(page, forward).click();
}

/**
 * The candidate's whole journey, screen by screen: home, sign-up, overview, the questions, the
 * recorder in each of its states, and the complete page. The candidate has a long name and the
 * role belongs to the catalogue's longest company name. `installCameraControls` must run first.
 */
export async function candidateTour(
  page: Page,
  serverUrl: string,
  visit: Visit,
  options: { mobile?: boolean; email: string },
): Promise<void> {
  await page.goto(`${serverUrl}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await visit('home');

  const { code, role } = await createInvite(serverUrl, LONG_COMPANY_ROLE_ID);
  await page.goto(`${serverUrl}/invite/${code}/signup`);
  await page.getByRole('heading', { level: 1, name: role.role }).waitFor();
  await visit('sign-up');
  if (options.mobile) {
    // Phones are welcome on a role that does not ask for a computer: the form takes them on.
    await fillRegistration(page, { email: options.email, name: LONG_NAME });
  } else {
    const unique = await registerCandidate(serverUrl, code, options.email, LONG_NAME);
    await storeSession(page, { inviteCode: code, unique, email: options.email, name: LONG_NAME });
    await page.goto(`${serverUrl}/invite/${code}/assessment`);
  }
  await page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();
  await visit('overview');

  await button(page, TEXTS.signup.continue).click();
  await editor(page, 1).waitFor();
  await visit('question-1');
  await answerQuestion(page, 1, TEXTS.assessment.saveNext);
  await editor(page, 2).waitFor();
  await visit('question-2');
  await answerQuestion(page, 2, TEXTS.assessment.saveNext);
  await editor(page, 3).waitFor();
  await answerQuestion(page, 3, TEXTS.assessment.complete);

  await page.getByRole('heading', { name: TEXTS.recorder.title }).waitFor();
  await waitForText(page, TEXTS.recorder.settingUp);
  await visit('recorder-setting-up');
  await page.evaluate(() => (window as unknown as { __openCamera: () => void }).__openCamera());
  await button(page, TEXTS.recorder.start).waitFor();
  await visit('recorder-preview');
  await button(page, TEXTS.recorder.start).click();
  await waitForText(page, TEXTS.recorder.recording);
  await recordUntil(page, 1);
  await visit('recorder-recording');
  await button(page, TEXTS.recorder.pause).click();
  await waitForText(page, TEXTS.recorder.paused);
  await visit('recorder-paused');
  await button(page, TEXTS.recorder.resume).click();
  await waitForText(page, TEXTS.recorder.recording);
  await button(page, TEXTS.recorder.end).click();
  await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
  await visit('recorder-completed');
  await button(page, TEXTS.recorder.recordAgain).click();

  await button(page, TEXTS.recorder.start).click();
  await waitForText(page, TEXTS.recorder.recording);
  await recordUntil(page, 1);
  await page.evaluate(() => {
    const stream = (document.querySelector('video') as HTMLVideoElement).srcObject as MediaStream;
    stream.getVideoTracks().forEach((track) => track.stop());
  });
  await page.getByText(TEXTS.recorder.frozen).waitFor({ timeout: 10_000 });
  await visit('recorder-frozen');
  await button(page, TEXTS.recorder.howToFix).click();
  await page.getByRole('dialog', { name: 'Fixing a frozen video' }).waitFor();
  await visit('recorder-how-to-fix');
  await page.evaluate(() => ((window as unknown as { __denyCamera: boolean }).__denyCamera = true));
  await button(page, TEXTS.recorder.restartCamera).click();
  await page.getByRole('heading', { name: TEXTS.recorder.accessRequired }).waitFor();
  await visit('recorder-camera-access-required');
  await page.evaluate(
    () => ((window as unknown as { __denyCamera: boolean }).__denyCamera = false),
  );
  await button(page, TEXTS.recorder.tryAgain).click();

  await button(page, TEXTS.recorder.start).click();
  await waitForText(page, TEXTS.recorder.recording);
  await recordUntil(page, 1);
  await button(page, TEXTS.recorder.end).click();
  await button(page, TEXTS.recorder.submit).click();
  await page.getByRole('heading', { name: TEXTS.complete.congratulations }).waitFor();
  await visit('complete');
}

/** The pages a candidate may meet instead of the journey: 404, an expired and a withdrawn invite. */
export async function deadEndTour(page: Page, serverUrl: string, visit: Visit): Promise<void> {
  await page.goto(`${serverUrl}/notfoundpage`);
  await page.getByRole('heading', { name: TEXTS.notFound.title }).waitFor();
  await visit('not-found');

  // An expired invite: the server's own 410 answer, without waiting 7 days.
  const expired = (await createInvite(serverUrl, LONG_COMPANY_ROLE_ID)).code;
  await page.route(`**/api/invites/${expired}`, (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({
        result: false,
        status: 'This invite has expired. Please ask the hiring team for a new link.',
        code: 'invite-expired',
      }),
    }),
  );
  await page.goto(`${serverUrl}/invite/${expired}/signup`);
  await page.getByText(/has expired/).waitFor();
  await visit('invite-expired');

  const withdrawn = (await createInvite(serverUrl, LONG_COMPANY_ROLE_ID)).code;
  const revoked = await fetch(`${serverUrl}/api/admin/invites/${withdrawn}/revoke`, {
    method: 'POST',
    headers: { authorization: admin.authorization },
  });
  if (!revoked.ok) throw new Error(`revoke answered ${revoked.status}`);
  await page.goto(`${serverUrl}/invite/${withdrawn}/signup`);
  await page.getByText(/has been withdrawn/).waitFor();
  await visit('invite-withdrawn');
}

/**
 * Every screen of the hiring team: the invite panel before and after a link is made, the
 * workspace's sign-in card, the candidates list (empty when the server has none yet, then with
 * a long-named candidate), one candidate and the invites.
 */
export async function adminTour(page: Page, serverUrl: string, visit: Visit): Promise<void> {
  await page.goto(`${serverUrl}/admin`);
  await page.getByRole('heading', { name: TEXTS.admin.title }).waitFor();
  await visit('admin-invite-panel');
  await page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
  await page.getByLabel('Identify code').fill(LONG_COMPANY_ROLE_ID);
  await page.getByLabel(TEXTS.workspace.candidateLabel).fill(LONG_NAME);
  // With extra time in minutes: the panel's longest form.
  await page.getByRole('radiogroup', { name: 'Extra time' }).getByText('Minutes').click();
  await page.getByLabel('Extra minutes').fill('30');
  await button(page, TEXTS.admin.generate).click();
  await page.getByRole('textbox', { name: 'Invite link' }).waitFor();
  await page.getByText(/Uses version \d+ of .*Extra time: \+30 minutes/).waitFor();
  await visit('admin-invite-link');

  await page.goto(`${serverUrl}/admin/candidates`);
  await page.getByRole('heading', { name: TEXTS.workspace.signInTitle }).waitFor();
  await visit('admin-sign-in');
  await page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
  await button(page, TEXTS.workspace.signIn).click();
  await page.getByRole('heading', { level: 1, name: TEXTS.workspace.candidatesTitle }).waitFor();
  const empty = page.getByRole('heading', { name: TEXTS.workspace.noCandidatesTitle });
  // A table on a wide screen, cards on a phone: either is named "Candidates".
  await empty
    .or(page.getByRole('table', { name: 'Candidates' }))
    .or(page.getByRole('list', { name: 'Candidates' }))
    .waitFor();
  if (await empty.isVisible()) await visit('admin-candidates-empty');

  const { code } = await createInvite(serverUrl, LONG_COMPANY_ROLE_ID, { percent: 25 });
  const email = `long.name.${Date.now()}@candidates.example`;
  await registerCandidate(serverUrl, code, email, LONG_NAME);
  await page.goto(`${serverUrl}/admin/candidates?q=${encodeURIComponent(email)}`);
  const link = page.getByRole('link', { name: LONG_NAME });
  await link.waitFor();
  await visit('admin-candidates');
  await link.click();
  await page.getByRole('heading', { level: 1, name: LONG_NAME }).waitFor();
  await page.getByText('Extra time: +25 %').waitFor();
  await visit('admin-candidate');

  // The roles page (the demo catalogue's 120 roles), its template picker and one role's editor.
  await page.goto(`${serverUrl}/admin/roles`);
  await page.getByRole('heading', { level: 1, name: TEXTS.workspace.navRoles }).waitFor();
  await page.getByText(/^\d+ roles/).waitFor();
  await visit('admin-roles');
  await button(page, 'Start from a template').click();
  const templates = page.getByRole('dialog', { name: 'Start from a template' });
  await templates.getByRole('link').first().waitFor();
  await visit('admin-role-templates');
  await page.keyboard.press('Escape');
  await templates.waitFor({ state: 'hidden' });
  await page.goto(`${serverUrl}/admin/roles/${LONG_COMPANY_ROLE_ID}`);
  await page.getByRole('table', { name: 'Versions' }).waitFor();
  await visit('admin-role-editor');

  await page.goto(`${serverUrl}/admin/invites`);
  await page.getByRole('heading', { level: 1, name: TEXTS.workspace.invitesTitle }).waitFor();
  // A table row on a wide screen, a card on a phone: each carries its invite's code.
  await page.locator('[data-invite-code]').first().waitFor();
  await visit('admin-invites');
  await page.getByRole('button', { name: 'Set extra time' }).first().click();
  await page.getByRole('dialog', { name: 'Extra time' }).waitFor();
  await visit('admin-invites-extra-time');
  await page.keyboard.press('Escape');
}
