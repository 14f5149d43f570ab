// @vitest-environment happy-dom
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandidateDetail, Review } from '../../../../shared/review.schema';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../test/fake-api';
import {
  renderHook,
  settle,
  testQueryClient,
  userDoes,
  withQueryClient,
} from '../../../test/render-hook';
import { useReviewSaver } from './use-review-saver';

// The page's English compiled, as the browser gets it.
vi.mock('../../../../shared/messages/workspace-review-candidate/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

const CANDIDATE = '3f0c3a52-8a51-4c57-9d55-0d3c0b7a1e11';

const review = (fields: Partial<Review> = {}): Review => ({
  notes: '',
  status: 'new',
  updatedAt: null,
  updatedBy: null,
  version: 3,
  ...fields,
});
const saved = (fields: Partial<Review>) => ({
  result: true,
  status: 'Saved.',
  data: review(fields),
});

/** The toasts on screen and waiting, newest last. */
const toasts = () => {
  const state = notificationsStore.getState();
  return [...state.notifications, ...state.queue].map((toast) => toast.message);
};

/** The candidate's page as the decision card sees it: the cached candidate, and the saver. */
async function openDecision() {
  const api = fakeApi();
  const queryClient = testQueryClient();
  const key = queryKeys.candidate.detail(CANDIDATE);
  // The decision card reads the review alone of the candidate.
  queryClient.setQueryData<CandidateDetail>(key, { review: review() } as CandidateDetail);
  const page = await renderHook(() => {
    const detail = useQuery<CandidateDetail>({
      queryKey: key,
      queryFn: () => Promise.reject(new Error('not asked in these tests')),
      enabled: false,
    });
    const shown = detail.data?.review ?? review();
    return { shown, saver: useReviewSaver(CANDIDATE, shown, (conflict) => conflict) };
  }, withQueryClient(queryClient));
  return { api, page };
}

beforeEach(() => {
  cleanNotifications();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving the decision', () => {
  it('shows a choice at once, saving while it is on its way, then saved', async () => {
    const { api, page } = await openDecision();
    await userDoes(() => page.current.saver.save({ status: 'shortlisted' }));

    expect(page.current.shown.status).toBe('shortlisted');
    expect(page.current.saver.state).toBe('saving');
    expect(api.waiting()).toHaveLength(1);
    expect(api.waiting()[0]).toMatchObject({
      method: 'PATCH',
      body: { status: 'shortlisted', baseVersion: 3 },
    });

    api.waiting()[0]?.answer(200, saved({ status: 'shortlisted', version: 4 }));
    await settle();
    expect(page.current.shown).toMatchObject({ status: 'shortlisted', version: 4 });
    expect(page.current.saver.state).toBe('saved');
    expect(toasts()).toEqual([]);
  });

  it('puts the decision back when the server refuses, says why, and retries on request', async () => {
    const { api, page } = await openDecision();
    await userDoes(() => page.current.saver.save({ status: 'rejected' }));
    expect(page.current.shown.status).toBe('rejected');

    api.waiting()[0]?.answer(500, { result: false, status: 'The database is not answering.' });
    await settle();
    expect(page.current.shown.status).toBe('new');
    expect(page.current.saver.state).toBe('failed');
    expect(toasts()).toEqual(['Not saved: The database is not answering.']);

    await userDoes(() => page.current.saver.retry());
    expect(page.current.shown.status).toBe('rejected');
    expect(api.waiting()[0]?.body).toEqual({ status: 'rejected', baseVersion: 3 });
    api.waiting()[0]?.answer(200, saved({ status: 'rejected', version: 4 }));
    await settle();
    expect(page.current.saver.state).toBe('saved');
  });

  it('keeps the newer choice: made while the first is on its way, it is shown and saved last', async () => {
    const { api, page } = await openDecision();
    await userDoes(() => page.current.saver.save({ status: 'shortlisted' }));
    await userDoes(() => page.current.saver.save({ status: 'on_hold' }));
    expect(page.current.shown.status).toBe('on_hold');

    // The first answer comes back while the second waits its turn: it does not undo the choice.
    api.waiting()[0]?.answer(200, saved({ status: 'shortlisted', version: 4 }));
    await settle();
    expect(page.current.shown.status).toBe('on_hold');
    expect(page.current.saver.state).toBe('saving');
    // The second is based on the first's version, so the server takes it as the newer one.
    expect(api.waiting()[0]?.body).toEqual({ status: 'on_hold', baseVersion: 4 });

    api.waiting()[0]?.answer(200, saved({ status: 'on_hold', version: 5 }));
    await settle();
    expect(page.current.shown).toMatchObject({ status: 'on_hold', version: 5 });
    expect(page.current.saver.state).toBe('saved');
  });
});
