import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import type { RoleDetail, RoleExport } from '../shared/roles.schema';
import { TEXTS } from '../shared/texts';
import { axeFindings, blocking } from './support/axe';
import {
  chromiumPath,
  collectConsoleErrors,
  launchBrowser,
  screenshot,
  settled,
} from './support/browser';
import { toast } from './support/candidate-pages';
import { hasFocus } from './support/keyboard';
import { measureWidth } from './support/narrow-screen';
import { E2E_PASSKEY, startServer, type RunningServer } from './support/server';

const admin = { authorization: `Bearer ${E2E_PASSKEY}` };
/** A 1×1 PNG: the smallest logo the server takes as a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const TITLE = 'Platform Engineer';
const QUESTIONS = [
  'Tell us about a system you kept running.',
  'How would you roll out a risky database change?',
  'What do you look for in a code review?',
  'Describe an outage you learned from.',
];
const GUIDANCE = 'Mention the size of the team and your own part.';
const CV_QUESTION = 'Please share your CV.';

async function roleOf(serverUrl: string, id: string): Promise<RoleDetail> {
  const response = await fetch(`${serverUrl}/api/admin/roles/${id}`, { headers: admin });
  return ((await response.json()) as { data: RoleDetail }).data;
}

/**
 * The hiring team's own roles on a new install (no demo catalogue): the empty roles page, a role
 * written from scratch and reordered by keyboard, one copied from a template, archive and
 * restore, and the roles moved out and back in as a JSON file.
 */
test.describe('roles: the roles page and the role editor', () => {
  test.skip(!chromiumPath, 'No Chromium found (CHROME_PATH)');
  // Each step goes on from where the one before left off: a failed step skips the rest.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let consoleErrors: string[];

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer({ env: { DEMO_ROLES: 'false' } });
    browser = await launchBrowser();
    // One context for the whole journey: the session cookie carries from step to step.
    context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    consoleErrors = collectConsoleErrors(page);
  });
  test.afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const questionText = (number: number) =>
    page.getByRole('textbox', { name: `Question ${number} text` });
  const questionTexts = () =>
    page
      .getByRole('textbox', { name: /^Question \d+ text$/ })
      .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
  const row = (title: string) =>
    page.getByRole('table', { name: 'Roles' }).getByRole('row', { name: title });

  /** axe at this width, nothing serious; the page whole at 390 px; screenshots at both widths. */
  async function lookAt(name: string) {
    await settled(page);
    expect({ [name]: blocking(await axeFindings(page)) }).toEqual({ [name]: [] });
    await screenshot(page, `wide-${name}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    const width = await measureWidth(page);
    expect({ [name]: [width.scrollWidth, width.clipped, width.offScreen] }).toEqual({
      [name]: [width.clientWidth, [], []],
    });
    expect({ [name]: blocking(await axeFindings(page)) }).toEqual({ [name]: [] });
    await screenshot(page, `narrow-${name}`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  test('a new install shows no roles, with the two ways to make one', async () => {
    await page.goto('/admin/roles');
    await page.getByLabel('Admin passkey', { exact: true }).fill(E2E_PASSKEY);
    await button(TEXTS.workspace.signIn).click();
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    await page.getByRole('heading', { name: 'No roles yet' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(
      await nav.getByRole('link', { name: TEXTS.workspace.navRoles }).getAttribute('aria-current'),
    ).toBe('page');
    await page.getByRole('link', { name: 'Create a role' }).waitFor();
    await button('Start from a template').waitFor();
    expect(await page.getByRole('link', { name: 'Export all' }).count()).toBe(0);
    await lookAt('roles-empty');
  });

  test('creates a role of 5 questions, one of each answer type, reordered by keyboard', async () => {
    await page.getByRole('link', { name: 'Create a role' }).click();
    await page.getByRole('heading', { level: 1, name: 'New role' }).waitFor();

    // Nothing filled in: the shared schema's messages, and the focus on the first field to fix.
    await button('Create role').click();
    await toast(page, 'Please correct the marked fields.').waitFor();
    await page.getByText('Please give the role a title.').waitFor();
    expect(await hasFocus(page.getByRole('textbox', { name: 'Role title' }))).toBe(true);

    await page.getByRole('textbox', { name: 'Role title' }).fill(TITLE);
    await page.getByRole('textbox', { name: 'Identify code' }).fill('PE1');
    expect(await page.getByRole('textbox', { name: 'Identify code' }).inputValue()).toBe('pe1');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Acme Test Ltd');
    await page.getByRole('textbox', { name: 'Company website' }).fill('https://acme.example');

    // The server refuses an SVG with a script, and says why; a PNG is taken and previewed.
    const logoInput = page.locator('input[type="file"]');
    await logoInput.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: SVG_WITH_SCRIPT,
    });
    await page
      .getByRole('alert')
      .filter({ hasText: /This SVG contains/ })
      .waitFor();
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'The logo candidates will see' }).waitFor();
    await button('Remove logo').waitFor();

    await questionText(1).fill(QUESTIONS[0]!);
    for (const number of [2, 3, 4]) {
      await button('Add a question').click();
      await questionText(number).fill(QUESTIONS[number - 1]!);
    }
    await page.getByRole('textbox', { name: 'Guidance for the candidate' }).nth(1).fill(GUIDANCE);

    // dnd-kit's keyboard drag: Space picks question 4 up, ArrowUp moves it, Space drops it.
    await page.getByRole('button', { name: 'Drag question 4 to reorder it' }).focus();
    // Each key waits for what a screen reader hears of the one before (dnd-kit's live region):
    // picked up, at once over its own place, then over the place above.
    const heard = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(heard).toHaveText(/^(Picked up question 4|Question 4 is over position 4)\.$/);
    await page.keyboard.press('ArrowUp');
    await expect(heard).toHaveText('Question 4 is over position 3.');
    await page.keyboard.press('Space');
    await expect
      .poll(questionTexts)
      .toEqual([QUESTIONS[0], QUESTIONS[1], QUESTIONS[3], QUESTIONS[2]]);
    // The Move buttons, by keyboard too: question 1 goes down one place.
    await page.getByRole('button', { name: 'Move question 1 down' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(questionTexts)
      .toEqual([QUESTIONS[1], QUESTIONS[0], QUESTIONS[3], QUESTIONS[2]]);
    // The guidance moved with its question.
    expect(
      await page.getByRole('textbox', { name: 'Guidance for the candidate' }).first().inputValue(),
    ).toBe(GUIDANCE);

    // One question of each answer type (docs/product.md#answer-types), the fifth one added.
    await button('Add a question').click();
    await questionText(5).fill(CV_QUESTION);
    const question = (number: number) => page.getByRole('group', { name: `Question ${number}` });
    await question(2).getByText('Video', { exact: true }).click();
    await question(2).getByRole('combobox', { name: 'Longest answer' }).selectOption('90');
    await question(2).getByRole('combobox', { name: 'Takes' }).selectOption('2');
    // The type picker is a radio group: the arrows move from Written to Video to Audio.
    await question(3).getByRole('radio', { name: 'Written' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await question(3).getByText('The candidate records their voice only, no camera.').waitFor();
    const choice = question(4);
    await choice.getByText('Choice', { exact: true }).click();
    await choice.getByRole('textbox', { name: 'Question 4 option 1' }).fill('No');
    await choice.getByRole('textbox', { name: 'Question 4 option 2' }).fill('no');
    // The shared schema's message, at the options, before anything is sent.
    await button('Create role').click();
    await choice.getByText('Each option must be different.').waitFor();
    await choice.getByRole('textbox', { name: 'Question 4 option 2' }).fill('Yes, 5 years or more');
    await choice.getByRole('button', { name: 'Add an option' }).click();
    await choice
      .getByRole('textbox', { name: 'Question 4 option 3' })
      .fill('Between 2 and 5 years');
    await choice.getByRole('checkbox', { name: 'Option 2 is preferred' }).check();
    await choice.getByRole('button', { name: 'Move option 2 up' }).click();
    await choice.getByRole('switch', { name: 'Required' }).uncheck();
    await question(5).getByText('File', { exact: true }).click();
    await question(5).getByRole('textbox', { name: 'File size limit' }).fill('5');
    await page.getByRole('switch', { name: 'Ask candidates to use a laptop or desktop' }).check();
    // Each language named in itself (docs/languages.md).
    await page.getByRole('combobox', { name: "Candidates' language" }).selectOption('Deutsch');

    await page.getByRole('textbox', { name: 'Time limit (minutes)' }).fill('10');
    await page.getByRole('combobox', { name: 'Maximum video length' }).selectOption('60');
    await page.getByRole('combobox', { name: 'Takes' }).last().selectOption('2');
    await lookAt('role-editor-new');

    await button('Create role').click();
    await toast(page, 'Role created.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
    const created = row(TITLE);
    await created.waitFor();
    expect(await created.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringContaining(TITLE),
      'Acme Test Ltd',
      expect.stringMatching(/^5\s+1 written, 1 video, 1 audio, 1 choice, 1 file$/),
      '0',
      '0',
      '1',
      '',
    ]);

    const role = await roleOf(server.url, 'pe1');
    const required = true;
    expect(role.input.questions).toEqual([
      { text: QUESTIONS[1], guidance: GUIDANCE, answer: { type: 'written' }, required },
      {
        text: QUESTIONS[0],
        guidance: '',
        answer: { type: 'video', maxSeconds: 90, takes: 2 },
        required,
      },
      {
        text: QUESTIONS[3],
        guidance: '',
        answer: { type: 'audio', maxSeconds: 120, takes: null },
        required,
      },
      {
        text: QUESTIONS[2],
        guidance: '',
        // The preferred mark moved up with its option.
        answer: {
          type: 'choice',
          multiple: false,
          options: ['Yes, 5 years or more', 'No', 'Between 2 and 5 years'],
          preferred: [0],
        },
        required: false,
      },
      { text: CV_QUESTION, guidance: '', answer: { type: 'file', maxMegabytes: 5 }, required },
    ]);
    expect(role.input.settings).toEqual({
      answerMinutes: 10,
      video: { enabled: true, maxSeconds: 60, takes: 2 },
      thinkingSeconds: 0,
      requireComputer: true,
      language: 'de',
    });
    expect(role.input.company.logoId).toMatch(/^[0-9a-f]{64}$/);
  });

  test('edits the role into version 2 and shows who made each version', async () => {
    await page.getByRole('link', { name: TITLE, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const code = page.getByRole('textbox', { name: 'Identify code' });
    expect(await code.inputValue()).toBe('pe1');
    expect(await code.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('switch', { name: 'No time limit' }).check();
    await button('Save changes').click();
    await toast(page, 'Role saved as a new version.').waitFor();
    await page.getByText('Version 2 saved.').waitFor();
    const versions = page.getByRole('table', { name: 'Versions' }).locator('tbody tr');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.first().getByRole('cell').first().innerText()).toBe('2');
    expect(await versions.first().getByRole('cell').last().innerText()).toBe('Owner');
    expect((await roleOf(server.url, 'pe1')).input.settings.answerMinutes).toBeNull();
    await lookAt('role-editor');
  });

  test('starts a role from a template, found by search and picked by keyboard', async () => {
    await page.goto('/admin/roles');
    await button('Start from a template').click();
    const picker = page.getByRole('dialog', { name: 'Start from a template' });
    await picker.getByText('120 templates').waitFor();
    await lookAt('role-templates');
    // The search has the focus when the picker opens.
    await page.keyboard.type('Northwhistle');
    await picker.getByText(/of 120 templates/).waitFor();
    const first = picker.getByRole('link').first();
    const templateTitle = (await first.locator('p').first().innerText()).trim();
    await page.keyboard.press('Tab');
    expect(await hasFocus(first)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'New role' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Role title' }).inputValue()).toBe(
      templateTitle,
    );
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe(
      'Northwhistle Derivatives',
    );
    // An identify code already taken: the server's refusal, in a toast and above the button.
    const code = page.getByRole('textbox', { name: 'Identify code' });
    await code.fill('pe1');
    await button('Create role').click();
    const taken = `That identify code is already taken by "${TITLE}".`;
    await toast(page, taken).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Not saved' })
      .filter({ hasText: taken })
      .waitFor();
    await code.fill('');
    await button('Create role').click();
    await toast(page, 'Role created.').waitFor();
    await row(templateTitle).waitFor();
    expect(await page.getByText('2 roles').count()).toBe(1);
  });

  test('archives a role after saying what that means, and restores it', async () => {
    await row(TITLE)
      .getByRole('button', { name: `Archive ${TITLE}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Archive this role?' });
    await confirm.getByText(/takes no new invites/).waitFor();
    await confirm.getByText(/Candidates already invited are untouched/).waitFor();
    await settled(page); // the modal fades in
    await screenshot(page, 'wide-role-archive-confirm');
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Role archived').waitFor();
    await row(TITLE).getByText('Archived').waitFor();
    expect((await roleOf(server.url, 'pe1')).archived).toBe(true);
    await lookAt('roles');

    await row(TITLE)
      .getByRole('button', { name: `Restore ${TITLE}` })
      .click();
    await toast(page, 'Role restored').waitFor();
    await expect.poll(() => row(TITLE).getByText('Archived').count()).toBe(0);
    expect((await roleOf(server.url, 'pe1')).archived).toBe(false);
  });

  test('exports every role as JSON and imports a file back: one updated, one added', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export all' }).click();
    const file = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as RoleExport;
    expect(file.format).toBe('prescreen-roles');
    expect(file.roles).toHaveLength(2);
    const ours = file.roles.find((role) => role.id === 'pe1')!;
    expect(ours.questions.map((question) => question.answer.type)).toEqual([
      'written',
      'video',
      'audio',
      'choice',
      'file',
    ]);
    expect(ours.settings.requireComputer).toBe(true);
    expect(ours.settings.language).toBe('de');
    expect(ours.company.logo?.mimeType).toBe('image/png');

    const imported: RoleExport = {
      ...file,
      roles: [
        { ...ours, title: `${TITLE} (imported)` },
        { ...ours, id: 'zz9', title: 'Support Engineer' },
      ],
    };
    await page.locator('input[type="file"]').setInputFiles({
      name: 'roles.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(imported)),
    });
    await toast(page, 'Imported: 1 role added, 1 updated.').waitFor();
    await row('Support Engineer').waitFor();
    await row(`${TITLE} (imported)`).waitFor();
    expect(await row(`${TITLE} (imported)`).getByRole('cell').nth(5).innerText()).toBe('3');

    // Not JSON at all: said at once, nothing sent.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json'),
    });
    await toast(page, 'This file is not a roles file: it is not JSON.').waitFor();
    // The page searches by title, company and code.
    await page.getByRole('searchbox', { name: 'Search roles' }).fill('zz9');
    await page.getByText('1 of 3 roles match').waitFor();
    // The browser's own lines for the two refusals asked for above, and nothing else.
    expect(consoleErrors).toEqual([
      expect.stringMatching(/status of 400 .*\/api\/admin\/role-logos\)$/),
      expect.stringMatching(/status of 409 .*\/api\/admin\/roles\)$/),
    ]);
  });
});
