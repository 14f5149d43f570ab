import type { Locator, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { createInvite, registerCandidate, saveCandidateWork } from './support/api';
import { baseUrl, chromiumPath, screenshot, settled, useDesktopPage } from './support/browser';
import { signInAsReviewer } from './support/reviewer';

/** What reaches out of its table cell, by the cell's column heading: a box over its neighbour. */
async function outOfCells(table: Locator): Promise<string[]> {
  return table.evaluate((element) => {
    const headings = [...element.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const found: string[] = [];
    for (const row of element.querySelectorAll('tr')) {
      [...row.children].forEach((cell, column) => {
        const box = cell.getBoundingClientRect();
        for (const inner of cell.querySelectorAll('*')) {
          const part = inner.getBoundingClientRect();
          // Visually hidden texts (for screen readers) are a pixel wide and drawn nowhere.
          if (part.width <= 1 || getComputedStyle(inner).visibility === 'hidden') continue;
          if (part.right > box.right + 0.5 || part.left < box.left - 0.5) {
            found.push(`${headings[column]}: ${(inner.textContent ?? '').trim().slice(0, 30)}`);
            break;
          }
        }
      });
    }
    return [...new Set(found)];
  });
}

/** A candidate who finished the questions and said they could not record a video. */
async function seedNotRecorded(name: string): Promise<void> {
  const { code } = await createInvite(baseUrl);
  const unique = await registerCandidate(baseUrl, code, `${Date.now()}@candidates.example`, name);
  await saveCandidateWork(baseUrl, unique, ['One', 'Two', 'Three'], {
    step: 'video',
    questionIndex: 2,
  });
  const response = await fetch(`${baseUrl}/api/assessment/video-unavailable`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
    body: JSON.stringify({ reason: 'no_camera' }),
  });
  expect(response.status).toBe(200);
}

const look = async (page: Page, name: string) => {
  await settled(page);
  await screenshot(page, name);
};

test.describe('the workspace lists fit their screens', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('at 1440 px no badge or heading of the candidates table runs into the next column', async () => {
    const { page } = f;
    const name = `Nora Recordless ${Date.now()}`;
    await seedNotRecorded(name);
    await signInAsReviewer(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/candidates?q=${encodeURIComponent(name)}`);
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.getByText('Not recorded').waitFor();
    await look(page, 'candidates-list-1440');
    expect(await outOfCells(table)).toEqual([]);
  });

  test('at 390 px each invite shows its state, its mail and its actions on screen', async () => {
    const { page } = f;
    const { code } = await createInvite(baseUrl);
    await signInAsReviewer(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/invites');
    const invite = page.locator(`[data-invite-code="${code}"]`);
    await invite.scrollIntoViewIfNeeded();
    await look(page, 'invites-list-390');
    await expect(invite.getByText('Live', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(invite.getByRole('button', { name: 'Copy link' })).toBeInViewport({ ratio: 1 });
    await expect(invite.getByRole('button', { name: 'Revoke' })).toBeInViewport({ ratio: 1 });
  });
});
