import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import german from '../shared/messages/sign-up/de';
import english from '../shared/messages/sign-up/en';
import { TEXTS } from '../shared/texts';
import { createInvite } from './support/api';
import { baseUrl, chromiumPath, screenshot, settled, useDesktopPage } from './support/browser';
import { toast } from './support/candidate-pages';
import { IPHONE } from './support/narrow-screen';
import { expectAllFromCatalogue } from './support/pseudo-locale';

/**
 * The sign-up page in another language (docs/languages.md): switched to German at the top, it
 * reads German throughout (and after a reload); in the pseudo-locales every word on it comes from
 * the catalogue, none is cut off or pushes the page sideways on a phone, and right to left it
 * mirrors. Screenshots: `sign-up-<language>-<width>`.
 */

/** A catalogue's messages as the page formats them (Lingui, with Intl's plural rules). */
function formatter(catalogue: Record<string, string>, locale: string) {
  const compiled = Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
  ) as Messages;
  const i18n = setupI18n({ locale, messages: { [locale]: compiled } });
  return (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);
}

const de = formatter(german, 'de');

async function openOnPhone(f: { browser: Browser }, path: string) {
  const context = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** What the team wrote (the role's name, the company's, its privacy notice), shown as written. */
const TEAMS_OWN = 'h1, header a, .privacy-notice-text, .privacy-notice p';

test.describe('the sign-up page in the candidate’s language', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  const f = useDesktopPage();

  test('switched to Deutsch, reads German, after a reload too, its refusals included', async () => {
    const { code, role } = await createInvite(baseUrl);
    await f.page.goto(`/invite/${code}/signup`);
    await f.page.getByRole('heading', { name: role.role }).waitFor();
    await expect(f.page.locator('html')).toHaveAttribute('lang', 'en');

    await f.page.getByLabel(english.language, { exact: true }).selectOption({ label: 'Deutsch' });
    const readsGerman = async () => {
      await expect(f.page.getByRole('button', { name: de('continue') })).toBeVisible();
      await expect(f.page.locator('html')).toHaveAttribute('lang', 'de');
      const asked = new Intl.ListFormat('de', { type: 'conjunction' }).format([
        de('askedWritten', { count: 3 }),
        de('askedVideoIntroduction'),
      ]);
      for (const text of [
        de('invitesYou', { company: role.company.name }),
        de('testDuration'),
        de('duration', { minutes: 20 }),
        de('questions'),
        de('linkActive'),
        de('usuallyTakes', { minutes: 20 }),
        de('preScreening', { asked }),
        de('agreeTo'),
        de('ruleNoCopying'),
        de('ruleNoHelp'),
        de('ruleNoSharing'),
        de('whatIsRecorded'),
        de('privacySummary'),
      ]) {
        await expect(f.page.getByText(text, { exact: true }), text).toBeVisible();
      }
      // Each field by the name a screen reader reads (the label, without its `*`).
      for (const [role, label] of [
        ['textbox', 'email'],
        ['textbox', 'fullName'],
        ['combobox', 'experience'],
        ['combobox', 'gender'],
        ['textbox', 'social'],
      ] as const) {
        await expect(f.page.getByRole(role, { name: de(label), exact: true }), label).toBeVisible();
      }
      await expect(
        f.page.getByRole('combobox', { name: de('experience'), exact: true }),
      ).toContainText(de('years', { range: '4-5' }));
      await expect(f.page.getByLabel(de('language'), { exact: true })).toHaveValue('de');
      // None of the English is left on the page.
      const page = await f.page.locator('body').innerText();
      for (const key of ['continue', 'testDuration', 'linkActive', 'agreeTo', 'email'] as const) {
        expect(page).not.toContain(english[key]);
      }
    };
    await readsGerman();
    expect(await f.page.title()).toContain(de('pageTitle'));

    // Kept for this invite on this device.
    await f.page.reload();
    await f.page.getByRole('heading', { name: role.role }).waitFor();
    await readsGerman();
    await screenshot(f.page, 'sign-up-de-1280');

    await f.page.getByRole('button', { name: de('continue') }).click();
    await toast(f.page, de('missingFields')).waitFor();
    // What the form's checks say of empty fields (an empty address is not a valid one), in German.
    for (const key of [
      'emailInvalid',
      'nameMissing',
      'experienceMissing',
      'socialNotHttp',
      'agreementMissing',
    ] as const) {
      await expect(f.page.getByText(de(key), { exact: true }), key).toBeVisible();
    }
    expect(await f.page.locator('body').innerText()).not.toContain(TEXTS.signup.missingFields);
    await settled(f.page);
    await screenshot(f.page, 'sign-up-de-refused-1280');
    expect(f.consoleErrors).toEqual([]);

    const phone = await openOnPhone(f, `/invite/${code}/signup`);
    // Another device has not chosen: the team's language, until the registration carries it.
    await phone.page.getByRole('heading', { name: role.role }).waitFor();
    await expect(phone.page.locator('html')).toHaveAttribute('lang', 'en');
    await phone.page
      .getByLabel(english.language, { exact: true })
      .selectOption({ label: 'Deutsch' });
    await expect(phone.page.getByRole('button', { name: de('continue') })).toBeVisible();
    await settled(phone.page);
    await screenshot(phone.page, 'sign-up-de-390');
    await phone.context.close();
  });

  test('in en-XA every word comes from the catalogue, whole, on a phone and a desktop', async () => {
    const { code, role } = await createInvite(baseUrl);
    const phone = await openOnPhone(f, `/invite/${code}/signup?lang=en-XA`);
    const check = async (page: Page, name: string) => {
      await page.getByRole('heading', { name: role.role }).waitFor();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expectAllFromCatalogue(page, name, { teamsOwn: TEAMS_OWN, minimumRead: 31 });
    };
    await check(phone.page, 'sign-up-en-XA-390');
    // The refusals too: under each field and in the toast (it closes by itself after 3 s).
    await phone.page.getByRole('button', { name: /⟦Çóñţíñúé/ }).click();
    await phone.page.locator('.mantine-Notification-root').waitFor();
    expect(await phone.page.locator('.mantine-Notification-root').textContent()).toMatch(/^⟦.*⟧$/);
    await check(phone.page, 'sign-up-en-XA-refused-390');
    await phone.context.close();

    await f.page.goto(`/invite/${code}/signup?lang=en-XA`);
    await check(f.page, 'sign-up-en-XA-1280');
    expect(f.consoleErrors).toEqual([]);
  });

  test('in ar-XB the page runs right to left and mirrors', async () => {
    const { code, role } = await createInvite(baseUrl);
    /** Where the things a reader looks for first sit, on the page as it is drawn. */
    const layout = async (page: Page) => {
      await page.getByRole('heading', { name: role.role }).waitFor();
      await settled(page);
      return page.evaluate(() => {
        const box = (element: Element | null | undefined) => {
          const rect = element!.getBoundingClientRect();
          return { left: Math.round(rect.left), right: Math.round(rect.right) };
        };
        const text = (element: Element | null) => {
          const range = document.createRange();
          range.selectNodeContents(element!);
          return box({ getBoundingClientRect: () => range.getBoundingClientRect() } as Element);
        };
        const email = document.querySelector('input[type="email"]')!;
        const label = document.querySelector(`label[for="${email.id}"]`);
        const facts = document.querySelectorAll('.mantine-Card-root');
        return {
          dir: document.documentElement.dir,
          width: document.documentElement.clientWidth,
          emailField: box(email),
          emailLabel: text(label),
          firstFact: box(facts[0]),
          secondFact: box(facts[1]),
          // The language switch, first at the top.
          languageSwitch: box(document.querySelector('select')),
          checkbox: box(document.querySelector('input[type="checkbox"]')),
          agreement: text(document.querySelector('.mantine-Checkbox-label p')),
          continueButton: box(document.querySelector('button[type="submit"]')),
        };
      });
    };
    const phone = await f.browser.newContext({ baseURL: baseUrl, ...IPHONE });
    for (const [width, page] of [
      [1280, f.page],
      [390, await phone.newPage()],
    ] as const) {
      await page.goto(`/invite/${code}/signup?lang=en-XA`);
      const leftToRight = await layout(page);
      await page.goto(`/invite/${code}/signup?lang=ar-XB`);
      const rightToLeft = await layout(page);
      await screenshot(page, `sign-up-ar-XB-${width}`);
      expect(leftToRight.dir).toBe('ltr');
      expect(rightToLeft.dir).toBe('rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar-XB');
      const near = (a: number, b: number) => Math.abs(a - b) <= 2;
      // Left to right: labels start at their field's left, the first fact is on the left, the
      // switch at the right, the box before its agreement. Right to left: each the other way.
      expect(near(leftToRight.emailLabel.left, leftToRight.emailField.left)).toBe(true);
      expect({
        width,
        labelAtTheFieldsRight: near(rightToLeft.emailLabel.right, rightToLeft.emailField.right),
        firstFactAtTheRight: rightToLeft.firstFact.left > rightToLeft.secondFact.left,
        switchAtTheLeft: rightToLeft.languageSwitch.right < rightToLeft.width / 2,
        boxRightOfAgreement: rightToLeft.checkbox.left > rightToLeft.agreement.right,
        // The fields and the button mirror their left-to-right selves.
        fieldMirrored: near(
          rightToLeft.emailField.left,
          leftToRight.width - leftToRight.emailField.right,
        ),
        buttonMirrored: near(
          rightToLeft.continueButton.left,
          leftToRight.width - leftToRight.continueButton.right,
        ),
      }).toEqual({
        width,
        labelAtTheFieldsRight: true,
        firstFactAtTheRight: true,
        switchAtTheLeft: true,
        boxRightOfAgreement: true,
        fieldMirrored: true,
        buttonMirrored: true,
      });
      expect(leftToRight.firstFact.left).toBeLessThan(leftToRight.secondFact.left);
      expect(leftToRight.languageSwitch.left).toBeGreaterThan(leftToRight.width / 2);
    }
    await phone.close();
    expect(f.consoleErrors).toEqual([]);
  });
});
