import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../shared/accounts-texts';
import { members } from '../../db/schema';
import { TEST_PASSWORD_COST, TEST_THROTTLE, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { signInTestMember, type SessionHeaders } from '../../test/test-sessions';
import { PasswordHasher } from './password';

const PASSWORD = 'correct horse battery staple';
/** After 3 wrong ones, the next is due 5 s later, further off than it may wait: 429 at once. */
const THROTTLE = { ...TEST_THROTTLE, baseDelayMs: 5_000, maxDelayMs: 5_000, maxWaitMs: 100 };

describe.each(testDatabaseKinds())('passwords and one’s account on %s', (kind) => {
  let sam: TestMember;
  /** Sam signed in: a password changes only from a session. */
  let samSession: SessionHeaders;
  const t = useTestApp(kind, { passkeyThrottle: THROTTLE });
  beforeEach(async () => {
    sam = await addTestMember(t.database, 'reviewer', 'Sam');
    await t.database.db
      .update(members)
      .set({ passwordHash: await new PasswordHasher(TEST_PASSWORD_COST).hash(PASSWORD) })
      .where(eq(members.id, sam.row.id));
    samSession = await signInTestMember(t, sam.row);
  });

  const signIn = (password: string, email = 'sam@team.example', ip = '10.2.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session/password',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('signs in with the email (any case) and the password, and records the sign-in', async () => {
    const response = await signIn(PASSWORD, 'SAM@team.example');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { member: { name: 'Sam', role: 'reviewer' } } });
    const cookie = String(response.headers['set-cookie']).split(';')[0] as string;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: t.admin });
    expect(audit.json()).toMatchObject({
      data: { items: [{ actorName: 'Sam', action: 'sign-in', target: 'with a password' }] },
    });
  });

  it('refuses wrong passwords with 429 and retry-after once several came, yet lets the right one in', async () => {
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 5; i += 1) {
      const response = await signIn(`wrong password number ${i}`);
      statuses.push(response.statusCode);
      retryAfter ??= response.headers['retry-after'];
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(retryAfter).toMatch(/^\d+$/);
    const right = await signIn(PASSWORD);
    expect(right.statusCode).toBe(200);
  });

  it('renames and sets a password; changing it needs the current one', async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/me',
      headers: sam.auth,
      payload: { name: '  Samantha ' },
    });
    expect(renamed.json()).toMatchObject({ data: { name: 'Samantha', hasPassword: true } });

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/me/password', headers: samSession, payload });
    const missing = await put({ newPassword: 'another long passphrase' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.currentPasswordNeeded,
      code: 'current-password-needed',
    });
    const wrong = await put({ currentPassword: 'nope', newPassword: 'another long passphrase' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      result: false,
      status: ACCOUNT_TEXTS.currentPasswordWrong,
      code: 'current-password-wrong',
    });
    const short = await put({ currentPassword: PASSWORD, newPassword: 'fourteen chars' });
    expect(short.statusCode).toBe(400);
    const done = await put({ currentPassword: PASSWORD, newPassword: 'another long passphrase' });
    expect(done.statusCode, done.body).toBe(200);

    expect((await signIn(PASSWORD, undefined, '10.2.0.9')).statusCode).toBe(401);
    expect((await signIn('another long passphrase', undefined, '10.2.0.9')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, sam.row.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(row?.passwordHash).not.toContain('passphrase');
  });

  it('a member without a password sets one without a current one', async () => {
    const viewer = await addTestMember(t.database, 'viewer', 'Vic');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: viewer.auth });
    expect(me.json()).toMatchObject({ data: { name: 'Vic', role: 'viewer', hasPassword: false } });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: await signInTestMember(t, viewer.row),
      payload: { newPassword: 'a viewer can have one too' },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn('a viewer can have one too', 'vic@team.example')).statusCode).toBe(200);
  });
});
