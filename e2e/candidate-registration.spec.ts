import { expect, test } from '@playwright/test';
import { DEFAULT_ROLE_SETTINGS, type RoleChangeResponse } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { createInvite, readAssessment, registerCandidate } from './support/api';
import { baseUrl, chromiumPath, screenshot, settled, useDesktopPage } from './support/browser';
import { fillRegistration, storedUnique, toast } from './support/candidate-pages';
import { readManifest } from './support/route-weight';
import { E2E_PASSKEY } from './support/server';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

test.describe('a candidate registers on a desktop', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('sees the landing, registers and begins the interview', async () => {
    const { code, role } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}`);
    await f.page.getByRole('heading', { name: role.role }).waitFor();
    for (const text of [
      '20 mins',
      'This link is active for 7 days.',
      'The test usually takes 20 minutes.',
      'This is a pre-screening before a one-to-one video interview: three written answers and a short video introduction, reviewed by the hiring team.',
    ]) {
      expect(await f.page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    // The default role's facts, unchanged: 20 minutes and 3 questions.
    expect(
      await f.page.getByText('Questions', { exact: true }).locator('xpath=..').textContent(),
    ).toBe('Questions3');
    expect(await f.page.getByRole('link', { name: role.company.name }).getAttribute('href')).toBe(
      role.company.url,
    );
    await screenshot(f.page, 'signup-landing');

    await fillRegistration(f.page, { email: 'grace@candidates.example', name: 'Grace Hopper' });
    await toast(f.page, TEXTS.signup.begun).waitFor();
    await f.page.waitForURL(`**/invite/${code}/assessment`);
    await f.page.getByRole('heading', { name: TEXTS.assessment.overviewTitle }).waitFor();

    const state = await readAssessment(baseUrl, await storedUnique(f.page));
    expect(state.candidate).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@candidates.example',
    });
    expect(state.role.id).toBe(role.id);
    expect(f.consoleErrors).toEqual([]);
    // The invite link forwards before anything renders: the router has nothing to complain of.
    expect(f.consoleWarnings).toEqual([]);
  });

  test('asks for every required field and the agreement', async () => {
    const { code } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}/signup`);
    await f.page.getByLabel('Email').fill('someone@candidates.example');
    await f.page.getByRole('button', { name: TEXTS.signup.continue }).click();
    await toast(f.page, TEXTS.signup.missingFields).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/invite/${code}/signup`);
    expect(await f.page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test("refuses what the server refuses, in the server's words, without sending it", async () => {
    const { code } = await createInvite(baseUrl);
    const sent: string[] = [];
    f.page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/now-assessment') sent.push(path);
    });
    await f.page.goto(`/invite/${code}/signup`);
    const wrong = { email: 'grace@', social: 'linkedin.com/in/grace' };
    await fillRegistration(f.page, { ...wrong, name: 'Grace Hopper' });

    // What the server answers for the same two fields, one at a time.
    const serverSays = async (field: Partial<typeof wrong>) => {
      const response = await fetch(`${baseUrl}/now-assessment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Grace Hopper',
          email: 'grace@candidates.example',
          social: 'https://profile.example/grace',
          invitecode: code,
          ...field,
        }),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { status: string }).status;
    };
    const email = f.page.getByLabel('Email');
    const social = f.page.getByLabel('Social link');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(await f.page.getByText(await serverSays({ email: wrong.email })).isVisible()).toBe(true);
    expect(await f.page.getByText(await serverSays({ social: wrong.social })).isVisible()).toBe(
      true,
    );
    expect(await social.getAttribute('aria-invalid')).toBe('true');
    // The first wrong field takes the focus; its message is read with it.
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-describedby')).toBeTruthy();
    await screenshot(f.page, 'signup-refused-fields');

    await email.fill('grace@candidates.example');
    await social.fill('https://profile.example/grace');
    expect(sent).toEqual([]);
    await f.page.getByRole('button', { name: TEXTS.signup.continue }).click();
    await f.page.waitForURL(`**/invite/${code}/assessment`);
    expect(sent).toEqual(['/now-assessment']);
    expect(f.consoleErrors).toEqual([]);
  });

  test('refuses a second person on a personal invite with a clear message', async () => {
    const { code } = await createInvite(baseUrl);
    await registerCandidate(baseUrl, code, 'first@candidates.example');
    await f.page.goto(`/invite/${code}/signup`);
    await fillRegistration(f.page, { email: 'second@candidates.example' });
    await toast(f.page, TEXTS.signup.inviteTaken).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/invite/${code}/signup`);
    expect(await f.page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  test('while the sign-up page loads, the link says it is loading the assessment', async () => {
    const { code, role } = await createInvite(baseUrl);
    // The sign-up page's code arrives late, as on a slow connection: the link has decided where
    // to go and waits for it.
    const signUpChunk = readManifest()['features/invite-landing/invite-landing-page.tsx']?.file;
    await f.page.route(`**/${signUpChunk}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await f.page.goto(`/invite/${code}`);
    await expect(f.page.getByRole('status', { name: TEXTS.inviteEntry.loading })).toBeVisible();
    await f.page.getByRole('heading', { name: role.role }).waitFor();
    expect(new URL(f.page.url()).pathname).toBe(`/invite/${code}/signup`);
    expect(f.consoleErrors).toEqual([]);
    expect(f.consoleWarnings).toEqual([]);
  });

  test('sends an invite that decodes to no role to the 404 page', async () => {
    await f.page.goto(`/invite/${'zz9'}${'Q'.repeat(18)}0`);
    await f.page.waitForURL('**/notfoundpage');
  });
});

test.describe('a candidate on a phone', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ userAgent: PHONE_USER_AGENT });

  test('is welcome on a role that does not ask for a computer', async () => {
    const { code } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}/signup`);
    await f.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await f.page.getByText('Please use a desktop or laptop computer').count()).toBe(0);
    await fillRegistration(f.page, { email: 'phone-welcome@candidates.example' });
    await f.page.waitForURL(`**/invite/${code}/assessment`);
    expect(await f.page.getByRole('dialog', { name: TEXTS.signup.mobileTitle }).count()).toBe(0);
  });

  test('is asked to use a laptop or desktop, and nothing more, when the role asks', async () => {
    const roleId = await createRoleAskingForComputer();
    const { code } = await createInvite(baseUrl, roleId);
    await f.page.goto(`/invite/${code}/signup`);
    await f.page
      .getByText('Please use a desktop or laptop computer, not a mobile device.')
      .waitFor();
    await fillRegistration(f.page, { email: 'phone@candidates.example' });
    const dialog = f.page.getByRole('dialog', { name: TEXTS.signup.mobileTitle });
    await dialog.waitFor();
    await settled(f.page); // the modal's opening transition
    await screenshot(f.page, 'signup-phone-modal');
    await dialog.getByRole('button', { name: TEXTS.signup.mobileGotIt }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(f.page.url()).pathname).toBe(`/invite/${code}/signup`);
    expect(await f.page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    // Nothing was registered: a desktop candidate can still take the invite.
    expect(await registerCandidate(baseUrl, code, 'desktop@candidates.example')).toMatch(
      /^[\w-]{22,}$/,
    );
  });
});

/** A role whose team asks candidates to use a laptop or desktop; answers its id. */
async function createRoleAskingForComputer(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` },
    body: JSON.stringify({
      title: 'Desk Researcher',
      company: { name: 'Desk Labs', url: 'https://desk.example', logoId: null },
      questions: [{ text: 'What would you research first?', guidance: '' }],
      settings: { ...DEFAULT_ROLE_SETTINGS, requireComputer: true },
    }),
  });
  if (response.status !== 201) throw new Error(await response.text());
  return ((await response.json()) as RoleChangeResponse).data.id;
}
