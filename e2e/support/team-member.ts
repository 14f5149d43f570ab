import type { Page } from 'playwright-core';
import type { MemberRole } from '../../shared/team.schema';
import { baseUrl } from './browser';
import { E2E_PASSKEY } from './server';

const owner = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

/**
 * A new member of the team, signed in on the page: the owner (the admin passkey) invites them
 * through the API, and the page joins through the invite link's API with a password, as the
 * join page does, so the session cookie is the page's from then on.
 */
export async function joinAsMember(page: Page, name: string, role: MemberRole): Promise<void> {
  const invited = await fetch(`${baseUrl}/api/admin/members/invites`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ name, role }),
  });
  if (invited.status !== 200) throw new Error(`Inviting answered ${invited.status}`);
  const { data } = (await invited.json()) as { data: { link: string } };
  const token = data.link.split('/').pop() ?? '';
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@team.example`;
  await page.goto('/');
  const status = await page.evaluate(
    async (join) => {
      const response = await fetch(`/api/team/join/${join.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: join.name, email: join.email, password: join.password }),
      });
      return response.status;
    },
    { token, name, email, password: 'correct horse battery staple' },
  );
  if (status !== 200) throw new Error(`Joining answered ${status}`);
}
