import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberPasskeys } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestPasskey, PASSKEY_SITE } from '../../test/test-passkeys';
import { addSignedInMember } from '../../test/test-sessions';

/** How many times the race is run: without the member's row locked, each run lost both. */
const ROUNDS = 4;

describe.each(testDatabaseKinds())('removing passkeys at once on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PASSKEY_SITE });

  it('of a member without a password, two removals at once leave one passkey: one gets 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await addSignedInMember(t, 'reviewer', `Pat ${round}`);
      const phone = await addTestPasskey(t, member.auth, 'Phone');
      const laptop = await addTestPasskey(t, member.auth, 'Laptop');
      // Two tabs, two requests in flight together (on PostgreSQL, on two connections).
      const answers = await Promise.all(
        [phone, laptop].map((passkey) =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/admin/me/passkeys/${passkey.credentialId}`,
            headers: member.auth,
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const left = await t.database.db
        .select()
        .from(memberPasskeys)
        .where(eq(memberPasskeys.memberId, member.row.id));
      expect(left, `round ${round}`).toHaveLength(1);
    }
  });
});
