import { expect, test } from '@playwright/test';
import type { z } from 'zod';
import type { CreateRoleBody, RoleChangeResponse } from '../shared/roles.schema';
import type { ShareCreatedResponseSchema } from '../shared/shares.schema';
import { createInvite, registerCandidate } from './support/api';
import { chromiumPath, useDesktopPage } from './support/browser';
import { expectWordsFromCatalogue, pseudoName } from './support/pseudo-locale';
import { signInAsReviewer } from './support/reviewer';
import { startServer, type RunningServer } from './support/server';
import { OWNER_API } from './support/team-pages';

/**
 * The hiring team's pages read their words from catalogues too (docs/languages.md#the-workspace),
 * so translating the workspace is only files: in the pseudo-locale en-XA every word of every
 * workspace page, of a share link's page and of a few dialogs is between ⟦ ⟧, at 1280 and 390 px.
 * What the team and the candidate wrote is written between ⟦ ⟧ here, so the check reads it too;
 * the demo catalogue's roles are the team's own, and are not read. On a server of its own: the
 * other journeys' candidates, members and links would be words no catalogue holds. Screenshots:
 * `workspace-en-XA-<screen>-<width>`.
 */

/**
 * The candidates' words the team edits and previews (the candidate texts, the privacy notice they
 * quote): in the candidates' language, not the workspace's.
 */
const CANDIDATES_WORDS = '[data-candidates-words], blockquote';

/** A role of the team's, and a candidate who answered its first question. */
async function seedTeamWork(
  baseUrl: string,
): Promise<{ roleId: string; candidateId: string; share: string }> {
  const role: CreateRoleBody = {
    title: '⟦Field Engineer⟧',
    company: { name: '⟦Lantern Works⟧', url: 'https://lantern.example', logoId: null },
    questions: [
      { text: '⟦Tell us about a bug you were proud to fix.⟧', guidance: '⟦A few lines.⟧' },
      { text: '⟦How do you plan a week?⟧', guidance: '' },
      { text: '⟦What would you change first?⟧', guidance: '' },
    ],
    settings: {
      answerMinutes: 30,
      video: { enabled: true, maxSeconds: 60, takes: null },
      thinkingSeconds: 0,
    },
  };
  const created = await fetch(`${baseUrl}/api/admin/roles`, {
    method: 'POST',
    headers: OWNER_API,
    body: JSON.stringify(role),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const roleId = ((await created.json()) as RoleChangeResponse).data.id;
  const { code } = await createInvite(baseUrl, roleId);
  const email = `workspace.${Date.now()}@candidates.example`;
  const unique = await registerCandidate(baseUrl, code, email, '⟦Dana Doe⟧');
  const answered = await fetch(`${baseUrl}/api/assessment/answers/0`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
    body: JSON.stringify({ answer: '<p>⟦A race in the upload queue.⟧</p>', sequence: 1 }),
  });
  expect(answered.status).toBe(200);
  const list = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: OWNER_API,
  });
  const candidateId = ((await list.json()) as { data: { items: { id: string }[] } }).data.items[0]!
    .id;
  const shared = await fetch(`${baseUrl}/api/admin/shares`, {
    method: 'POST',
    headers: OWNER_API,
    body: JSON.stringify({ candidateId, label: '⟦For the manager⟧', days: 7, allowFeedback: true }),
  });
  expect(shared.ok, await shared.clone().text()).toBe(true);
  const { link } = ((await shared.json()) as z.infer<typeof ShareCreatedResponseSchema>).data;
  return { roleId, candidateId, share: new URL(link).pathname };
}

test.describe('the workspace in the pseudo-locale', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('every word of the hiring team’s pages comes from a catalogue', async () => {
    test.setTimeout(240_000);
    const { page } = f;
    const { roleId, candidateId, share } = await seedTeamWork(server.url);
    await signInAsReviewer(page, server.url);

    /** The screen at 1280 px, then on a phone's 390 px, and back. */
    const check = async (screen: string, own?: string) => {
      const teamsOwn = [CANDIDATES_WORDS, own].filter(Boolean).join(', ');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
        await expectWordsFromCatalogue(page, `workspace-en-XA-${screen}-${width}`, {
          teamsOwn,
          names: ['Owner'],
        });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    const open = async (path: string) => {
      await page.goto(`${server.url}${path}?lang=en-XA`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await page.getByRole('heading', { level: 1, name: /^⟦/ }).first().waitFor();
      // A part drawn after its data came (the account's passkeys) may load a catalogue then, and
      // the lazy route's spinner (web/components/route-fallback.tsx) stands in for the page until
      // it is there: read the page once nothing is loading any more.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-route-fallback]')).toHaveCount(0);
      await page.getByRole('heading', { level: 1, name: /^⟦/ }).first().waitFor();
    };

    for (const [screen, path] of [
      ['home', '/'],
      ['invite-panel', '/admin'],
      ['candidates', '/admin/candidates'],
      ['invites', '/admin/invites'],
      ['role-new', '/admin/roles/new'],
      ['team', '/admin/team'],
      ['account', '/admin/account'],
      ['shares', '/admin/shares'],
      ['audit', '/admin/audit'],
      ['settings', '/admin/settings'],
      ['share-link', share],
    ] as const) {
      await open(path);
      await check(screen);
    }

    // The roles: the team's own is read; the demo catalogue's rows are the team's words too.
    await open('/admin/roles');
    const demoRoles = `[data-role-id]:not([data-role-id="${roleId}"])`;
    await check('roles', demoRoles);
    await page.getByRole('button', { name: pseudoName('Start from a template') }).click();
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    // The templates are the demo catalogue's roles too; behind the dialog, the list's.
    await check('role-templates', `[role="dialog"] a, ${demoRoles}`);
    await open(`/admin/roles/${roleId}`);
    await page.getByRole('table', { name: /^⟦/ }).waitFor();
    await check('role-editor');

    await open(`/admin/candidates/${candidateId}`);
    await page.getByRole('region', { name: /^⟦/ }).last().waitFor();
    await check('candidate');
    await page.keyboard.press('?');
    await page.getByRole('dialog').waitFor();
    await check('candidate-shortcuts');
    expect(f.consoleErrors).toEqual([]);
  });
});
