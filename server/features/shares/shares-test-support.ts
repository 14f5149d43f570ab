import type { Share } from '../../../shared/shares.schema';
import type { TestApp } from '../../test/test-app';

export interface CreatedShare {
  link: string;
  token: string;
  share: Share;
}

/** Makes a share through the API as the owner (the admin passkey); fails the test on a refusal. */
export async function createTestShare(
  t: TestApp,
  payload: Record<string, unknown>,
  headers: Record<string, string> = t.admin,
): Promise<CreatedShare> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/shares',
    headers,
    payload: { label: 'For the hiring manager', days: 7, allowFeedback: false, ...payload },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  const { data } = response.json<{ data: { link: string; share: Share } }>();
  return { ...data, token: data.link.split('/').pop() as string };
}
