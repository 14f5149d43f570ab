import type { Page } from 'playwright-core';
import { TEXTS } from '../../shared/texts';

/** Opens the header's member menu and picks one of its items (My account, Team, Sign out…). */
export async function chooseFromMemberMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /account menu$/ }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

export const signOutOfWorkspace = (page: Page) =>
  chooseFromMemberMenu(page, TEXTS.workspace.signOut);
