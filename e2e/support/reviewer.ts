import type { Page } from 'playwright-core';
import { E2E_PASSKEY } from './server';

/**
 * Signs the page in to the review workspace with the passkey, as the sign-in card does: the
 * session cookie is the page's from then on. `origin`: a server of the journey's own, else the
 * shared one the page's base address names.
 */
export async function signInAsReviewer(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  const status = await page.evaluate(async (passkey) => {
    const response = await fetch('/api/admin/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ passkey }),
    });
    return response.status;
  }, E2E_PASSKEY);
  if (status !== 200) throw new Error(`Signing in answered ${status}`);
}
