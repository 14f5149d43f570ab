import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../shared/texts';
import { axeFindings, blocking, impactSummary, type AxeFinding } from './support/axe';
import { chromiumPath, FAKE_CAMERA_FLAGS, screenshot, useDesktopPage } from './support/browser';
import {
  adminTour,
  candidateTour,
  deadEndTour,
  installCameraControls,
  LONG_NAME,
} from './support/screen-tours';
import { startServer, type RunningServer } from './support/server';

const TOUR_TIMEOUT_MS = 150_000;
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
describe.skipIf(!chromiumPath)('every screen passes axe-core and has its own title', () => {
  const f = useDesktopPage({ flags: FAKE_CAMERA_FLAGS });
  let server: RunningServer;
  const report = new Map<string, AxeFinding[]>();
  const titles = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
    const lines = [...report].map(
      ([screen, findings]) => `axe ${screen}: ${impactSummary(findings)}`,
    );
    console.log(lines.join('\n'));
  });

  const audit = (page: Page) => async (screen: string) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Modals and toasts animate in; axe reads colours, so let them settle.
    await page.waitForTimeout(300);
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

  it(
    'the hiring team’s screens: invite panel, sign-in, candidates (empty, with rows), one candidate, invites',
    async () => {
      await adminTour(f.page, server.url, audit(f.page));
      expect([...report.keys()]).toContain('admin-candidates-empty');
      expect(blockingFindings()).toEqual({});
      expect(Object.fromEntries(titles)).toEqual(expectedTitles());
    },
    TOUR_TIMEOUT_MS,
  );

  it(
    'the candidate journey: home, sign-up, overview, questions, every recorder state, complete',
    async () => {
      await installCameraControls(f.page);
      await candidateTour(f.page, server.url, audit(f.page), { email: 'axe@candidates.example' });
      expect(blockingFindings()).toEqual({});
      expect(Object.fromEntries(titles)).toEqual(expectedTitles());
    },
    TOUR_TIMEOUT_MS,
  );

  it(
    'the dead ends: 404, an expired invite, a withdrawn invite',
    async () => {
      await deadEndTour(f.page, server.url, audit(f.page));
      expect(blockingFindings()).toEqual({});
      expect(Object.fromEntries(titles)).toEqual(expectedTitles());
    },
    TOUR_TIMEOUT_MS,
  );
});
