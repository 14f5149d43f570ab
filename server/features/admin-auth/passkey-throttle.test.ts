import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { adminDevices, passkeyThrottle } from '../../db/schema';
import type { ApiFailure } from '../../test/api-bodies';
import { createTestApp, TEST_PASSKEY, TEST_THROTTLE, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { DEVICE_COOKIE } from './passkey-throttle.service';

/**
 * Guessing the passkey is slowed down per address and for the passkey's account, on every
 * instance sharing the database, and the right passkey is never refused or held for failures. TEST_THROTTLE: three free failures, then
 * 100 ms doubling to 400 ms between one client's wrong passkeys; a turn over 1.5 s off is 429.
 */
const THROTTLED =
  /^Too many wrong passkeys lately\. Wait \d+ s before trying another one; the right passkey is accepted at any time\.$/;

function deviceCookie(setCookie: string | string[] | undefined): string | undefined {
  return [setCookie ?? []].flat().find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
}

describe.each(testDatabaseKinds())('passkey throttle on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const listRoles = (app: FastifyInstance, passkey: string, ip: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: { authorization: `Bearer ${passkey}` },
      remoteAddress: ip,
    });
  const signIn = (passkey: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey },
      remoteAddress: ip,
      headers: cookie ? { cookie: cookie.split(';')[0] as string } : {},
    });
  const guessInTurn = async (app: FastifyInstance, count: number, ip: string) => {
    for (let i = 0; i < count; i += 1) {
      expect((await listRoles(app, `guess-${i}`, ip)).statusCode).toBe(401);
    }
  };

  it('never refuses the right passkey after many wrong ones from its address, and counts every wrong one', async () => {
    await guessInTurn(t.app, 12, '10.0.0.1');
    const right = await listRoles(t.app, TEST_PASSKEY, '10.0.0.1');
    expect(right.statusCode).toBe(200);
    // Each counted against the address and against the passkey's account.
    const rows = await t.database.db.select().from(passkeyThrottle);
    expect(rows.map(({ clientKey, failures }) => ({ clientKey, failures }))).toEqual(
      expect.arrayContaining([
        { clientKey: 'ip:10.0.0.1', failures: 12 },
        { clientKey: 'account:passkey', failures: 12 },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('spaces out one address’s guesses on every instance that shares the database', async () => {
    const other = await buildApp({
      database: t.database,
      passkey: { source: 'environment', verify: (key) => key === TEST_PASSKEY },
      dataDir: t.dataDir,
      webDir: '/nonexistent',
      passkeyThrottle: TEST_THROTTLE,
    });
    try {
      await guessInTurn(t.app, 6, '10.0.0.2'); // spacing is now at its 400 ms cap
      // Three guesses at once on the other instance are answered one turn apart.
      const started = Date.now();
      const answers = await Promise.all(
        [1, 2, 3].map((i) => listRoles(other, `parallel-${i}`, '10.0.0.2')),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(750);
      // Another address is not held back by these.
      expect((await listRoles(other, TEST_PASSKEY, '10.0.0.3')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 429 at once only to a flood, and a browser that signed in before is not refused for it', async () => {
    const first = await signIn(TEST_PASSKEY, '10.0.0.4');
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first.headers['set-cookie']) as string;
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/Path=\/api\/admin\/session/);
    expect(device).toMatch(/SameSite=Strict/);
    // The browser is remembered for 180 days.
    expect(device).toMatch(/; Max-Age=15552000(;|$)/);
    const token = /^[^=]+=([^;]+)/.exec(device)?.[1] as string;
    const stored = await t.database.db.select().from(adminDevices);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    // Someone else at the same address floods guesses.
    await guessInTurn(t.app, 6, '10.0.0.4');
    // Sixteen: their turns run to 6.4 s, so some are over 1.5 s off however slowly they are counted.
    const flood = await Promise.all(
      Array.from({ length: 16 }, (_, i) => listRoles(t.app, `flood-${i}`, '10.0.0.4')),
    );
    const refused = flood.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json<ApiFailure>().result).toBe(false);
    expect(refused[0]?.json<ApiFailure>().status).toMatch(THROTTLED);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(flood.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);

    // The browser that signed in before is its own client: its owner's typo is not refused for
    // the flood, and the right passkey gets in at once.
    const typo = await signIn('a-typo', '10.0.0.4', device);
    expect(typo.statusCode).toBe(401);
    const again = await signIn(TEST_PASSKEY, '10.0.0.4', device);
    expect(again.statusCode).toBe(200);
    expect(deviceCookie(again.headers['set-cookie'])).toBeUndefined();
  });

  it('counts a forged device cookie as its address', async () => {
    await guessInTurn(t.app, 2, '10.0.0.5');
    const forged = `${DEVICE_COOKIE}=${'x'.repeat(43)}`;
    expect((await signIn('wrong', '10.0.0.5', forged)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(passkeyThrottle)
      .where(eq(passkeyThrottle.clientKey, 'ip:10.0.0.5'));
    expect(row).toMatchObject({ failures: 3 });
  });
});

describe('requests through a proxy the server does not trust', () => {
  const warningsOf = async (trustProxy: boolean) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const t = await createTestApp('pglite', { trustProxy, logger: { level: 'warn', stream } });
    try {
      for (let i = 0; i < 3; i += 1) {
        await t.app.inject({
          url: '/api/health',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
      }
    } finally {
      await t.close();
    }
    return lines.filter((line) => line.includes('X-Forwarded-For but TRUST_PROXY is off'));
  };

  // Two apps are built, each on a database of its own: slow on a busy machine.
  it(
    'warns once when X-Forwarded-For arrives with TRUST_PROXY off, and not when it is on',
    {
      timeout: 60_000,
    },
    async () => {
      expect(await warningsOf(false)).toHaveLength(1);
      expect(await warningsOf(true)).toHaveLength(0);
    },
  );
});
