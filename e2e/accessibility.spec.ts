import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { TEXTS } from '../shared/texts';
import { createInvite, registerCandidate } from './support/api';
import { axeFindings, blocking, impactSummary, type AxeFinding } from './support/axe';
import {
  baseUrl,
  chromiumPath,
  FAKE_CAMERA_FLAGS,
  screenshot,
  settled,
  useDesktopPage,
} from './support/browser';
import {
  adminTour,
  candidateTour,
  deadEndTour,
  installCameraControls,
  LONG_NAME,
} from './support/screen-tours';
import { fillRegistration } from './support/candidate-pages';
import { signInAsReviewer } from './support/reviewer';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';
import { OWNER_API } from './support/team-pages';

// Ten screens, each measured by axe: the admin tour took 130 s on a loaded machine.
const TOUR_TIMEOUT_MS = 240_000;
const ROLE = 'Quantitative Researcher, Options · Northwhistle Derivatives';
const VIDEO = `Video introduction · ${ROLE}`;

/** Each screen's own document title. */
const TITLES: Record<string, string> = {
  'admin-invite-panel': TEXTS.admin.title,
  'admin-invite-link': TEXTS.admin.title,
  'admin-sign-in': 'Admin · Sign in',
  'admin-candidates-empty': 'Admin · Candidates',
  'admin-candidates': 'Admin · Candidates',
  'admin-candidate': `Admin · ${LONG_NAME}`,
  'admin-invites': 'Admin · Invites',
  'admin-roles': 'Admin · Roles',
  'admin-role-templates': 'Admin · Roles',
  'admin-role-editor': 'Admin · Quantitative Researcher, Options',
  'admin-invites-extra-time': 'Admin · Invites',
  'admin-candidate-shortlisted': 'Admin · Lin Kedanswer',
  'admin-candidate-shortcuts': 'Admin · Lin Kedanswer',
  'admin-team': 'Admin · Team',
  'admin-settings': 'Admin · Settings',
  'admin-audit': 'Admin · Audit log',
  'admin-account': 'Admin · My account',
  'admin-shares': 'Admin · Share links',
  home: 'Prescreen · Candidate pre-screening',
  'sign-up': `Sign up · ${ROLE}`,
  overview: `Overview · ${ROLE}`,
  'question-1': `Question 1 of 3 · ${ROLE}`,
  'question-2': `Question 2 of 3 · ${ROLE}`,
  'recorder-setting-up': VIDEO,
  'recorder-preview': VIDEO,
  'recorder-recording': VIDEO,
  'recorder-paused': VIDEO,
  'recorder-completed': VIDEO,
  'recorder-frozen': VIDEO,
  'recorder-how-to-fix': VIDEO,
  'recorder-camera-access-required': VIDEO,
  complete: `Complete · ${ROLE}`,
  'not-found': 'Page not found',
  'invite-expired': 'This invite has expired',
  'invite-withdrawn': 'This invite has been withdrawn',
};

/**
 * axe-core on every screen, in the dark theme the product ships, at 1440 px (the screenshots of
 * this file are the wide ones), and each screen's document title. A server of its own, so that
 * the empty candidates list is real.
 */
test.describe('every screen passes axe-core and has its own title', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });
  let server: RunningServer;
  const report = new Map<string, AxeFinding[]>();
  const titles = new Map<string, string>();

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
    const lines = [...report].map(
      ([screen, findings]) => `axe ${screen}: ${impactSummary(findings)}`,
    );
    console.log(lines.join('\n'));
  });

  const audit = (page: Page) => async (screen: string) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Modals and toasts animate in; axe reads colours, so let them settle.
    await settled(page);
    titles.set(screen, await page.title());
    report.set(screen, await axeFindings(page));
    await screenshot(page, `wide-${screen}`);
  };

  /** The serious and critical findings, by screen; empty when every screen passes. */
  const blockingFindings = () =>
    Object.fromEntries(
      [...report]
        .map(([screen, findings]) => [screen, blocking(findings)] as const)
        .filter(([, findings]) => findings.length > 0),
    );
  const expectedTitles = () =>
    Object.fromEntries([...titles.keys()].map((screen) => [screen, TITLES[screen]]));

  test('the hiring team’s screens: invite panel, sign-in, candidates (empty, with rows), one candidate, invites', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await adminTour(f.page, server.url, audit(f.page));
    expect([...report.keys()]).toContain('admin-candidates-empty');
    expect(blockingFindings()).toEqual({});
    expect(Object.fromEntries(titles)).toEqual(expectedTitles());
  });

  test('the rest of the workspace: a shortlisted candidate with a link in an answer, the shortcuts list, team, settings, audit log, account, shares', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    const { page } = f;
    const visit = audit(page);
    const { code } = await createInvite(server.url);
    const unique = await registerCandidate(
      server.url,
      code,
      'lin@candidates.example',
      'Lin Kedanswer',
    );
    await fetch(`${server.url}/api/assessment/answers/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
      body: JSON.stringify({
        answer: '<p>My work is <a href="https://portfolio.example/lin">on my site</a>.</p>',
        sequence: 1,
      }),
    });
    await page.goto(`${server.url}/admin`);
    await page.evaluate(async (passkey) => {
      await fetch('/api/admin/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ passkey }),
      });
    }, E2E_PASSKEY);
    await page.goto(`${server.url}/admin/candidates?q=lin%40candidates.example`);
    await page.getByRole('link', { name: 'Lin Kedanswer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lin Kedanswer' }).waitFor();
    await page.getByTestId('answer-html').getByRole('link', { name: 'on my site' }).waitFor();
    const shortlisted = page.getByRole('radio', { name: 'Shortlisted' });
    await page.locator(`label[for="${await shortlisted.getAttribute('id')}"]`).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await visit('admin-candidate-shortlisted');
    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await visit('admin-candidate-shortcuts');
    await page.keyboard.press('Escape');

    for (const [screen, path, heading] of [
      ['admin-team', '/admin/team', 'Team'],
      ['admin-settings', '/admin/settings', 'Settings'],
      ['admin-audit', '/admin/audit', 'Audit log'],
      ['admin-account', '/admin/account', 'My account'],
      ['admin-shares', '/admin/shares', 'Share links'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await visit(screen);
    }
    expect(blockingFindings()).toEqual({});
    expect(Object.fromEntries(titles)).toEqual(expectedTitles());
  });

  test('the candidate journey: home, sign-up, overview, questions, every recorder state, complete', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await installCameraControls(f.page);
    await candidateTour(f.page, server.url, audit(f.page), { email: 'axe@candidates.example' });
    expect(blockingFindings()).toEqual({});
    expect(Object.fromEntries(titles)).toEqual(expectedTitles());
  });

  test('the dead ends: 404, an expired invite, a withdrawn invite', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    await deadEndTour(f.page, server.url, audit(f.page));
    expect(blockingFindings()).toEqual({});
    expect(Object.fromEntries(titles)).toEqual(expectedTitles());
  });
});

/**
 * What the tours above do not reach: forms showing their errors, the audit log's table on a
 * phone, and the webhook deliveries drawer. Each screen's findings of every impact about colour
 * contrast, keyboard reach of scroll areas and names of buttons.
 */
test.describe('forms with errors, a narrow table and a drawer pass axe', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();
  const RULES = ['color-contrast', 'scrollable-region-focusable', 'button-name'];
  const findingsOf = async (page: Page) =>
    (await axeFindings(page)).filter((finding) => RULES.includes(finding.rule));

  test('validation messages, the audit log at 390 px and the deliveries drawer', async () => {
    test.setTimeout(TOUR_TIMEOUT_MS);
    const { page } = f;
    const found: Record<string, AxeFinding[]> = {};
    const visit = async (screen: string) => {
      await settled(page);
      found[screen] = await findingsOf(page);
      await screenshot(page, `axe-${screen}`);
    };
    await page.setViewportSize({ width: 1440, height: 900 });

    // The invite panel's card, with the passkey and the code missing.
    await page.goto('/admin');
    await page.getByRole('button', { name: TEXTS.admin.generate }).click();
    await page.getByText(TEXTS.admin.passkeyMissing).first().waitFor();
    await visit('invite-panel-errors');

    // The sign-up form, refused field by field.
    const { code } = await createInvite(baseUrl);
    await page.goto(`/invite/${code}/signup`);
    await fillRegistration(page, { email: 'grace@', social: 'linkedin.com/in/grace' });
    await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await visit('sign-up-errors');

    // The workspace's invite form without a role.
    await signInAsReviewer(page);
    await page.goto('/admin/invites');
    const form = page.getByRole('form', { name: TEXTS.workspace.newInvite });
    await form.getByRole('button', { name: TEXTS.workspace.createInviteButton }).click();
    await expect.poll(() => form.getByLabel('Role').getAttribute('aria-invalid')).toBe('true');
    await visit('workspace-invite-errors');

    // A webhook endpoint's deliveries (none yet): the drawer over the settings.
    const hook = `https://hooks.example.com/${Date.now()}`;
    const added = await fetch(`${baseUrl}/api/admin/webhooks`, {
      method: 'POST',
      headers: OWNER_API,
      body: JSON.stringify({
        url: hook,
        events: ['candidate.registered'],
      }),
    });
    expect(added.status).toBeLessThan(300);
    await page.goto('/admin/settings');
    await page
      .getByRole('listitem', { name: hook })
      .getByRole('button', { name: 'Deliveries' })
      .click();
    await page.getByRole('dialog', { name: `Deliveries to ${hook}` }).waitFor();
    await visit('webhook-deliveries');

    // The audit log on a phone: its table scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('table').waitFor();
    await visit('audit-390');

    expect(found).toEqual({
      'invite-panel-errors': [],
      'sign-up-errors': [],
      'workspace-invite-errors': [],
      'webhook-deliveries': [],
      'audit-390': [],
    });
  });
});
