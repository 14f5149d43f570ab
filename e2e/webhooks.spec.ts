import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { expect, test } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../server/test/webhook-receiver';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshot,
  settled,
} from './support/browser';
import { measureWidth } from './support/narrow-screen';
import { startServer, type RunningServer } from './support/server';
import { signInAsReviewer } from './support/reviewer';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** The page at 1440 and at 390 px wide (nothing past a phone's edge), back to 1440 after. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await settled(page);
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(NARROW);
  await settled(page);
  await screenshot(page, `${name}-390`);
  const width = await measureWidth(page);
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  await page.setViewportSize(WIDE);
}

test.describe('webhooks in the settings', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  let receiver: WebhookReceiver;
  let server: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    receiver = await startWebhookReceiver();
    // The receiver listens on 127.0.0.1: this server allows private addresses, as a test may.
    server = await startServer({ env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  test('adds an endpoint (its secret shown once), sends a test event and shows its 2xx in the log', async () => {
    test.setTimeout(90_000);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: WIDE, baseURL: server.url });
      const consoleErrors = collectConsoleErrors(page);
      await signInAsReviewer(page);

      await page.goto('/admin/candidates');
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByText('No endpoints yet.').waitFor();

      await page.getByLabel('Receiver URL').fill(receiver.url);
      await page.getByLabel('Description (optional)').fill('Our tracking system');
      await page.getByRole('checkbox', { name: /candidate\.deleted/ }).uncheck();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secretDialog = page.getByRole('dialog', { name: 'Copy the signing secret' });
      await secretDialog.waitFor();
      await secretDialog.getByText('it won’t be shown again', { exact: false }).waitFor();
      const secret = (await secretDialog.getByLabel('Signing secret').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      await bothWidths(page, 'webhooks-secret');
      await secretDialog.getByRole('button', { name: 'Done' }).click();
      await secretDialog.waitFor({ state: 'hidden' });

      const card = page.getByRole('listitem', { name: receiver.url });
      await card.waitFor();
      expect(await card.getByText('candidate.deleted').count()).toBe(0);
      await card.getByRole('button', { name: 'Send test event' }).click();
      const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` });
      await log.waitFor();
      await log.getByText('HTTP 200').waitFor({ timeout: 15_000 });
      await log.getByText('Delivered').waitFor();
      await bothWidths(page, 'webhooks-deliveries');
      // The receiver got it once, and it verifies with the secret the page showed.
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received as [(typeof receiver.received)[0]];
      expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({
        type: 'webhook.test',
      });
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'hidden' });
      await bothWidths(page, 'webhooks-settings');

      await card.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      await page.getByText('No endpoints yet.').waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
