import type { Page } from 'playwright-core';
import { E2E_PASSKEY } from './server';

/**
 * Signs the page in to the review workspace with the passkey, as the sign-in card does: the
 * session cookie is the page's from then on.
 */
export async function signInAsReviewer(page: Page): Promise<void> {
  await page.goto('/');
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
