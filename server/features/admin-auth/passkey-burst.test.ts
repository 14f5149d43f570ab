import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../test/api-bodies';
import { TEST_PASSKEY, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import type { ThrottleRule } from './passkey-throttle.repository';
import { DEVICE_COOKIE } from './passkey-throttle.service';

/**
 * Five free wrong passkeys, then a minute between wrong ones, and no wrong one is held: every
 * answer here comes at once, so a right passkey that had to wait its turn would time the test out.
 */
const BURST_THROTTLE: ThrottleRule = {
  freeFailures: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 60_000,
  maxWaitMs: 0,
  forgetAfterMs: 15 * 60 * 1000,
};

const COOLING_DOWN =
  /^Too many wrong passkeys lately\. Wait (\d+) s before trying another one; the right passkey is accepted at any time\.$/;

function expectRefusedForAWhile(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  // The turn is a minute after the fifth wrong passkey and a burst takes seconds: the client is
  // told to wait about that minute, not a second.
  expect(retryAfter).toBeGreaterThanOrEqual(30);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const status = response.json<ApiFailure>().status;
  expect(response.json<ApiFailure>().result).toBe(false);
  expect(COOLING_DOWN.exec(status)?.[1]).toBe(String(retryAfter));
}

describe.each(testDatabaseKinds())('a burst of wrong passkeys on %s', (kind) => {
  const t = useTestApp(kind, { passkeyThrottle: BURST_THROTTLE });

  const ADDRESS = '10.7.7.7';
  const bearer = (passkey: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/roles',
      headers: { authorization: `Bearer ${passkey}` },
      remoteAddress: ADDRESS,
    });
  const signIn = (passkey: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { passkey },
      remoteAddress: ADDRESS,
    });

  const burst = (send: (passkey: string) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: 30 }, (_, i) => send(`guess-${i}`)));

  /** Counted one by one even when they arrive together: the free five, then refusals. */
  function expectCountedInTurn(answers: LightMyRequestResponse[]): void {
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(25);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expectRefusedForAWhile(refused);
    }
  }

  it('accepts the right bearer passkey at once after 30 concurrent wrong guesses, and refuses the wrong ones after the fifth with 429', async () => {
    expectCountedInTurn(await burst(bearer));
    const right = await bearer(TEST_PASSKEY);
    expect(right.statusCode).toBe(200);
    expect(right.headers['retry-after']).toBeUndefined();
    // Again and again: the right passkey is never queued behind the wrong ones.
    for (let i = 0; i < 3; i += 1) expect((await bearer(TEST_PASSKEY)).statusCode).toBe(200);
    expectRefusedForAWhile(await bearer('one-more-guess'));
  });

  it('signs in with the right passkey at once after 30 concurrent wrong sign-ins, and refuses the wrong ones after the fifth with 429', async () => {
    expectCountedInTurn(await burst(signIn));
    const right = await signIn(TEST_PASSKEY);
    expect(right.statusCode).toBe(200);
    expect(right.headers['retry-after']).toBeUndefined();
    expect(right.json()).toMatchObject({ result: true, data: { actor: 'Owner' } });
    expectRefusedForAWhile(await signIn('one-more-guess'));
  });

  it('counts each remembered browser’s wrong passkeys apart, from its address’s and another browser’s', async () => {
    const signInFrom = (passkey: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { passkey },
        remoteAddress: ADDRESS,
        headers: { cookie },
      });
    const remembered = async () => {
      const first = await signIn(TEST_PASSKEY);
      expect(first.statusCode).toBe(200);
      const setCookie = [first.headers['set-cookie'] ?? []].flat();
      return (setCookie.find((value) => value.startsWith(`${DEVICE_COOKIE}=`)) as string).split(
        ';',
      )[0] as string;
    };
    const mine = await remembered();
    const theirs = await remembered();
    expect(theirs).not.toBe(mine);

    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await signInFrom(`typo-${i}`, mine)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    // The other browser and the address without a cookie still have their five free typos.
    expect((await signInFrom('their-typo', theirs)).statusCode).toBe(401);
    expect((await signIn('address-typo')).statusCode).toBe(401);
  });

  it('counts wrong sign-ins and wrong bearer guesses from one address together', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => signIn(`form-${i}`)),
      ...Array.from({ length: 15 }, (_, i) => bearer(`bearer-${i}`)),
    ]);
    expectCountedInTurn(answers);
    expect((await signIn(TEST_PASSKEY)).statusCode).toBe(200);
    expect((await bearer(TEST_PASSKEY)).statusCode).toBe(200);
  });
});
