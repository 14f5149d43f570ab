// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../test/fake-api';
import {
  renderHook,
  settle,
  testQueryClient,
  userDoes,
  withQueryClient,
} from '../../../test/render-hook';
import { useDeleteCandidate } from '../../../lib/delete-candidate';
import { useNeighbours } from './get-neighbours';

const CANDIDATE = '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e';
const SEARCH = 'q=grace';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The candidate's page as Delete sees it: Previous / Next shown, and the delete button. */
async function openCandidatePage() {
  const api = fakeApi();
  const queryClient = testQueryClient();
  let leave!: () => void;
  const left = new Promise<void>((resolve) => (leave = resolve));
  const page = await renderHook(
    () => ({
      neighbours: useNeighbours(CANDIDATE, SEARCH),
      deletion: useDeleteCandidate(CANDIDATE, () => left),
    }),
    withQueryClient(queryClient),
  );
  const [first] = api.waiting();
  first?.answer(200, {
    result: true,
    data: { previousId: null, nextId: null, position: 1, total: 1 },
  });
  await settle();
  return { api, queryClient, page, leave };
}

describe('deleting a candidate from their page', () => {
  it('asks nothing more about them while the page still shows them, and forgets them once it has left', async () => {
    const { api, queryClient, page, leave } = await openCandidatePage();
    expect(api.requests).toHaveLength(1);

    await userDoes(() => page.current.deletion.mutate());
    const [deleting] = api.waiting();
    expect(deleting).toMatchObject({
      method: 'DELETE',
      path: `/api/admin/candidates/${CANDIDATE}`,
    });
    deleting?.answer(200, { result: true, status: 'Deleted.' });
    await settle();

    // Still on their page: their Previous / Next is not asked again (it would answer 404).
    expect(api.waiting()).toEqual([]);
    expect(api.requests).toHaveLength(2);
    const neighbours = queryKeys.candidate.neighbours(CANDIDATE, SEARCH);
    expect(queryClient.getQueryState(neighbours)?.isInvalidated).toBe(true);

    leave();
    await settle();
    await page.unmount();
    expect(queryClient.getQueryData(neighbours)).toBeUndefined();
    expect(page.current.deletion.isSuccess).toBe(true);
  });
});
