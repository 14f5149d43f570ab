import type { Locator, Page } from 'playwright-core';
import { expect } from '@playwright/test';
import type { CandidateDetail } from '../../shared/review.schema';
import { createInvite, registerCandidate } from './api';
import { baseUrl, screenshot, settled } from './browser';
import { E2E_PASSKEY } from './server';

/** The owner's API header: the admin passkey as a bearer. */
export const OWNER_API = {
  'content-type': 'application/json',
  authorization: `Bearer ${E2E_PASSKEY}`,
};

/**
 * A registered candidate through the API, with a first answer when one is given; answers their
 * id and email.
 */
export async function seedTeamCandidate(
  name: string,
  options: { answer?: string; email?: string } = {},
): Promise<{ id: string; email: string }> {
  const { code } = await createInvite(baseUrl);
  const email =
    options.email ?? `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const unique = await registerCandidate(baseUrl, code, email, name);
  if (options.answer) {
    const saved = await fetch(`${baseUrl}/api/assessment/answers/0`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${unique}` },
      body: JSON.stringify({ answer: options.answer, sequence: 1 }),
    });
    expect(saved.status).toBe(200);
  }
  const list = await fetch(`${baseUrl}/api/admin/candidates?q=${encodeURIComponent(email)}`, {
    headers: OWNER_API,
  });
  const body = (await list.json()) as { data: { items: { id: string }[] } };
  return { id: body.data.items[0]?.id ?? '', email };
}

/** The candidate as the owner reads them through the API. */
export async function readCandidate(id: string): Promise<CandidateDetail> {
  const response = await fetch(`${baseUrl}/api/admin/candidates/${id}`, { headers: OWNER_API });
  return ((await response.json()) as { data: CandidateDetail }).data;
}

/** Opens a candidate's page and waits for it to be drawn whole (`candidateDrawn`). */
export async function openCandidate(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/admin/candidates/${id}`);
  await candidateDrawn(page, name);
}

/**
 * A candidate's page is drawn in steps, the header and video first, the rest a moment later and
 * top to bottom (web/features/review-candidate/candidate-page.tsx): what a test reads without
 * waiting must wait for the last, whose activity card is always there.
 */
export async function candidateDrawn(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('region', { name: /^Activity during the assessment/ }).waitFor();
}

/** Mantine draws its radios (a status, a star) by their labels: click the label, as a person does. */
export async function chooseRadio(page: Page, name: string): Promise<void> {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/**
 * Holds the page's saves of the decision until the answered function is called: as if sent a
 * moment after another reviewer's.
 */
export async function holdDecisionSaves(page: Page, id: string): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const url = `**/api/admin/candidates/${id}/review`;
  await page.route(url, async (route) => {
    await held;
    // A save the page dropped meanwhile (it sends the newer one) has nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/**
 * Screenshots at 1440 and 390 px wide; at 390 the part a spec is about stays within the screen
 * and the page does not scroll sideways.
 */
export async function screenshotPartAtBothWidths(
  page: Page,
  name: string,
  part: Locator,
): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await settled(page);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settled(page);
  await screenshot(page, `${name}-390`);
  const box = await part.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box)).toBe(true);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}
