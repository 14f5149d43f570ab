import type { Page } from 'playwright-core';
import { TEXTS } from '../../shared/texts';

export interface Registration {
  email: string;
  name?: string;
  social?: string;
}

/** Fills the sign-up form as a candidate would and presses Continue. */
export async function fillRegistration(page: Page, registration: Registration): Promise<void> {
  await page.getByLabel('Email').fill(registration.email);
  await page.getByLabel('Full name').fill(registration.name ?? 'Ada Candidate');
  await page.getByLabel('Work experience').selectOption({ label: '4-5 years' });
  await page.getByLabel('Social link').fill(registration.social ?? 'https://profile.example/ada');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: TEXTS.signup.continue }).click();
}

export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root', { hasText: text });
}

export function editor(page: Page, questionNumber: number) {
  return page.getByRole('textbox', { name: `Your answer to question ${questionNumber}` });
}

/** The candidate's secret as the browser stored it at sign-up. */
export async function storedUnique(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { unique: string }).unique,
  );
}

export async function waitUntilSaved(page: Page): Promise<void> {
  await page.locator('[data-sync-status="saved"]').waitFor();
}

/** Stores a candidate session for the invite as sign-up would, registered `ageHours` ago. */
export async function storeSession(
  page: Page,
  session: { inviteCode: string; unique: string; email?: string; name?: string; ageHours?: number },
): Promise<void> {
  await page.evaluate((seed) => {
    const date = new Date(Date.now() - (seed.ageHours ?? 0) * 3600 * 1000).toISOString();
    const stored = {
      name: seed.name ?? 'Stored Candidate',
      email: seed.email ?? 'stored@candidates.example',
      social: 'https://profile.example/stored',
      company: 'Any',
      date,
      unique: seed.unique,
    };
    localStorage.setItem('userData', JSON.stringify(stored));
    localStorage.setItem('inviteCode', seed.inviteCode);
  }, session);
}
