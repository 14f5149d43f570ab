// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderHook, settle, testQueryClient, withQueryClient } from '../test/render-hook';
import { useRoles } from './admin-roles';
import { queryKeys } from './query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every key that stands for a secret: the passkey, the session token and the links' codes. */
const keysOfSecrets: [string, (secret: string) => readonly unknown[]][] = [
  ['the catalogue with the passkey', queryKeys.roles.forPasskey],
  ["the candidate's assessment", queryKeys.assessment],
  ["the candidate's complete page", queryKeys.assessmentComplete],
  ['a share link', queryKeys.share],
  ["a member invite's link", queryKeys.teamJoin],
  ["an invite's link", queryKeys.invite],
  ['a "Your data" link', queryKeys.yourData],
  ['the path of a candidate\'s "Your data" page', queryKeys.yourDataLink],
];

describe('the query keys', () => {
  it.each(keysOfSecrets)('keep the secret out of %s, one entry per secret', (_, keyOf) => {
    const secret = 'Passkey-7f3a9c1e-secret';
    const other = 'Passkey-0b2d4e6f-other';
    for (const key of [keyOf(secret), keyOf(other)]) {
      const written = JSON.stringify(key);
      expect(written).not.toContain('7f3a9c1e');
      expect(written).not.toContain('0b2d4e6f');
    }
    // The same secret finds its cached data again; another secret never shares it.
    expect(keyOf(secret)).toEqual(keyOf(secret));
    expect(keyOf(other)).not.toEqual(keyOf(secret));
  });

  it("leaves the typed passkey out of the cache, yet sends it and keeps two passkeys' roles apart", async () => {
    const api = fakeApi();
    const queryClient = testQueryClient();
    let passkey = 'first-passkey-typed';
    const roles = await renderHook(() => useRoles(passkey), withQueryClient(queryClient));
    expect(api.waiting()).toHaveLength(1);
    expect(api.waiting()[0]?.headers.authorization).toBe('Bearer first-passkey-typed');
    api.waiting()[0]?.answer(200, []);
    await settle();
    expect(roles.current.data).toEqual([]);

    passkey = 'second-passkey-typed';
    await roles.unmount();
    await renderHook(() => useRoles(passkey), withQueryClient(queryClient));
    // Another passkey is another entry: the first one's answer is not shown for it.
    expect(api.waiting()).toHaveLength(1);
    expect(api.waiting()[0]?.headers.authorization).toBe('Bearer second-passkey-typed');

    const keys = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    );
    expect(keys).not.toContain('passkey-typed');
  });
});
