// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../test/fake-api';
import {
  renderHook,
  settle,
  testQueryClient,
  userDoes,
  withQueryClient,
} from '../../../test/render-hook';
import { useSignOut } from '../api/sign-out';
import { useSessionEndWatch } from './use-session-end-watch';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A workspace where Ada is signed in and has read the candidates list. */
function workspaceOfAda() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.adminSession, { actor: 'Ada', expiresAt: '' });
  queryClient.setQueryData(queryKeys.candidates.list(''), { items: ['Grace Hopper'], total: 1 });
  queryClient.setQueryData(queryKeys.roles.forSession, [{ id: 'abc' }]);
  return queryClient;
}

describe('the end of a session', () => {
  it('signing out forgets everything the workspace had loaded', async () => {
    const api = fakeApi();
    const queryClient = workspaceOfAda();
    const signOut = await renderHook(() => useSignOut(), withQueryClient(queryClient));

    await userDoes(() => signOut.current.mutate());
    expect(api.waiting()[0]).toMatchObject({ method: 'DELETE', path: '/api/admin/session' });
    // Until the server has ended the session, nothing is forgotten.
    expect(queryClient.getQueryData(queryKeys.candidates.list(''))).toBeDefined();
    api.waiting()[0]?.answer(200, { result: true, status: 'Signed out.' });
    await settle();

    expect(queryClient.getQueryData(queryKeys.adminSession)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.candidates.list(''))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.roles.forSession)).toBeUndefined();
  });

  it('a session ended elsewhere (a 401) forgets it too, so the next member never sees it', async () => {
    const api = fakeApi();
    const queryClient = workspaceOfAda();
    await renderHook(() => {
      useSessionEndWatch();
      return useQuery({
        queryKey: queryKeys.audit(''),
        queryFn: () => apiRequest('/api/admin/audit', { schema: StatusResponseSchema }),
      });
    }, withQueryClient(queryClient));
    api.waiting()[0]?.answer(401, { result: false, status: 'Please sign in again.' });
    await settle();

    expect(queryClient.getQueryData(queryKeys.adminSession)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.candidates.list(''))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.roles.forSession)).toBeUndefined();
  });
});
