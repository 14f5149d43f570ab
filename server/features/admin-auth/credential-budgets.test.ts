import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDevices, members } from '../../db/schema';
import { TEST_PASSKEY, TEST_PASSWORD_COST, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { addTestMember, type TestMember } from '../../test/test-members';
import { PasswordHasher } from '../accounts/password';
import { hashToken } from './admin-sessions.service';
import type { ThrottleRule } from './passkey-throttle.rule';
import { DEVICE_COOKIE, DEVICES_PER_MEMBER } from './passkey-throttle.service';

/**
 * Five free wrong attempts per budget, then a minute between wrong ones, and none is held: every
 * attempt past a budget's five is refused at once, so the counts below are the budgets' sizes.
 */
const RULE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60_000,
  maxWaitMs: 0,
  forgetAfterMs: 15 * 60 * 1000,
};

const PASSWORD = 'correct horse battery staple';
const OTHER_PASSWORD = 'a different horse entirely';

const codesOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode);
const count = (codes: number[], code: number) => codes.filter((value) => value === code).length;

function deviceOf(response: LightMyRequestResponse): string {
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  const device = setCookie.find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  if (!device) throw new Error(`no device cookie in ${JSON.stringify(setCookie)}`);
  return device.split(';')[0] as string;
}

describe.each(testDatabaseKinds())(
  'wrong credentials count per account and per address on %s',
  (kind) => {
    const t = useTestApp(kind, { passkeyThrottle: RULE });
    let mallory: TestMember;
    let sam: TestMember;
    beforeEach(async () => {
      const hasher = new PasswordHasher(TEST_PASSWORD_COST);
      mallory = await addTestMember(t.database, 'reviewer', 'Mallory');
      sam = await addTestMember(t.database, 'reviewer', 'Sam');
      for (const [member, password] of [
        [mallory, PASSWORD],
        [sam, OTHER_PASSWORD],
      ] as const) {
        await t.database.db
          .update(members)
          .set({ passwordHash: await hasher.hash(password) })
          .where(eq(members.id, member.row.id));
      }
    });

    const passwordSignIn = (email: string, password: string, ip: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session/password',
        payload: { email, password },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    const passkeySignIn = (passkey: string, ip: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { passkey },
        remoteAddress: ip,
        headers: cookie ? { cookie } : {},
      });
    const addressOf = (i: number) => `10.9.0.${i + 1}`;

    /** Mallory signs in from twelve places (a phone, a laptop, …): twelve device cookies. */
    const malloryDevices = async (): Promise<string[]> => {
      const devices: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const signedIn = await passwordSignIn('mallory@team.example', PASSWORD, addressOf(i));
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        devices.push(deviceOf(signedIn));
      }
      expect(new Set(devices).size).toBe(12);
      return devices;
    };

    it('gives a member who signed in twelve times five wrong admin passkeys in all, not five per browser', async () => {
      const devices = await malloryDevices();
      const answers = await Promise.all(
        devices.flatMap((cookie, i) =>
          Array.from({ length: 5 }, (_, n) =>
            passkeySignIn(`guess-${i}-${n}`, addressOf(i), cookie),
          ),
        ),
      );
      const codes = codesOf(answers);
      expect(count(codes, 401)).toBe(5);
      expect(count(codes, 429)).toBe(55);
      // The owner still gets in with the passkey, from anywhere, at once.
      expect((await passkeySignIn(TEST_PASSKEY, '10.9.9.9')).statusCode).toBe(200);
    });

    it('gives her five wrong guesses at another member’s password in all, whatever her cookies and addresses', async () => {
      const devices = await malloryDevices();
      const answers: LightMyRequestResponse[] = [];
      for (const [i, cookie] of devices.entries()) {
        for (let n = 0; n < 4; n += 1) {
          answers.push(
            await passwordSignIn('sam@team.example', `guess ${i} ${n}`, addressOf(i), cookie),
          );
        }
      }
      const codes = codesOf(answers);
      expect(count(codes, 401)).toBe(5);
      expect(count(codes, 429)).toBe(43);
      // Sam's right password is still let in.
      expect(
        (await passwordSignIn('sam@team.example', OTHER_PASSWORD, '10.9.9.9')).statusCode,
      ).toBe(200);
    });

    it('counts wrong passkeys from many addresses against the one admin passkey', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => passkeySignIn(`spread-${i}`, `10.8.${i}.1`)),
      );
      const codes = codesOf(answers);
      expect(count(codes, 401)).toBe(5);
      expect(count(codes, 429)).toBe(15);
      // A bare address that guessed nothing is still refused: the account's budget is spent.
      expect((await passkeySignIn('fresh-guess', '10.8.99.1')).statusCode).toBe(429);
      expect((await passkeySignIn(TEST_PASSKEY, '10.8.99.1')).statusCode).toBe(200);
    });

    it('keeps a browser that signed in as Sam apart from a flood at Sam’s password, at its own address too', async () => {
      const mine = deviceOf(await passwordSignIn('sam@team.example', OTHER_PASSWORD, '10.7.0.1'));
      const flood: LightMyRequestResponse[] = [];
      for (let i = 0; i < 8; i += 1) {
        flood.push(await passwordSignIn('sam@team.example', `flood ${i}`, '10.7.0.2'));
      }
      expect(codesOf(flood)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      // Without the browser, Sam's own address is refused too: the account's budget is spent.
      expect((await passwordSignIn('sam@team.example', 'typo', '10.7.0.1')).statusCode).toBe(429);
      // From the browser that signed in as Sam, a typo is answered and the right password signs in.
      const typo = await passwordSignIn('sam@team.example', 'sams typo', '10.7.0.1', mine);
      expect(typo.statusCode).toBe(401);
      const right = await passwordSignIn('sam@team.example', OTHER_PASSWORD, '10.7.0.1', mine);
      expect(right.statusCode).toBe(200);
    });

    it(`remembers at most ${DEVICES_PER_MEMBER} browsers of a member: the oldest is forgotten`, async () => {
      const devices = await malloryDevices();
      const rows = await t.database.db
        .select({ tokenHash: adminDevices.tokenHash })
        .from(adminDevices)
        .where(eq(adminDevices.memberId, mallory.row.id));
      const kept = devices
        .slice(-DEVICES_PER_MEMBER)
        .map((cookie) => hashToken(cookie.split('=')[1] as string));
      expect(rows.map((row) => row.tokenHash).sort()).toEqual(kept.sort());
    });
  },
);
