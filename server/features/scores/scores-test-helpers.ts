import type { TestApp } from '../../test/test-app';

/** The signed-in owner's (the admin passkey's) own score of the candidate, as the page saves it. */
export async function saveOwnScore(
  t: TestApp,
  candidateId: string,
  score: number,
  auth: { authorization: string } = t.admin,
): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/candidates/${candidateId}/scores/me`,
    headers: auth,
    payload: { score },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
