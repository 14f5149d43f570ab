import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeInviteCode } from '../../../shared/invite-codec';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { DeviceInfo, RegistrationResponse } from '../../../shared/registration.schema';
import type { Role } from '../../../shared/roles.schema';
import { TEXTS } from '../../../shared/texts';
import { candidateSessions, candidates, invites } from '../../db/schema';
import type { ApiFailure, AssessmentStateBody } from '../../test/api-bodies';
import { type TestApp, useTestApp } from '../../test/test-app';
import { firstRole } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What the sign-up page gathers about the candidate's computer. */
function deviceInfo(overrides: Record<string, unknown> = {}): DeviceInfo {
  return {
    deviceType: 'desktop',
    os: 'Linux',
    browser: { name: 'Firefox', version: '128.0' },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    platform: 'Linux x86_64',
    screenResolution: '1920x1080',
    viewport: '1280x720',
    timezone: 'Europe/London',
    language: 'en-GB',
    cookieEnabled: true,
    onlineStatus: true,
    touchSupport: false,
    ...overrides,
  };
}

/** A complete sign-up form; `undefined` in the overrides leaves a field out. */
function registrationBody(invitecode: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    social: 'https://github.com/ada',
    company: 'Analytical Engines',
    uuid: 'deployment-0123',
    invitecode,
    experience: '4-5',
    gender: 'female',
    data: deviceInfo(),
    ...overrides,
  };
}

async function createInvite(t: TestApp, role: Role): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: role.id },
  });
  return response.json<CreateInviteResponse>().data.inviteCode;
}

const postRegistration = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/now-assessment', payload: payload as object });

const register = (t: TestApp, invitecode: string, overrides: Record<string, unknown> = {}) =>
  postRegistration(t, registrationBody(invitecode, overrides));

const getAssessment = (t: TestApp, unique: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/assessment',
    headers: { authorization: `Bearer ${unique}` },
  });

async function storedRows(t: TestApp) {
  const [people] = await t.database.db.select({ n: count() }).from(candidates);
  const [sessions] = await t.database.db.select({ n: count() }).from(candidateSessions);
  return { candidates: people?.n, sessions: sessions?.n };
}

const NOTHING_WRITTEN = { candidates: 0, sessions: 0 };
const NO_INTERVIEW = "SignUp failed! There isn't a valid interview for you";

describe.each(testDatabaseKinds())('candidate registration on %s', (kind) => {
  let role: Role;

  const t = useTestApp(kind);
  beforeEach(async () => {
    role = await firstRole(t);
  });

  const candidateOf = async (inviteCode: string) =>
    (await t.database.db.select().from(candidates).where(eq(candidates.inviteCode, inviteCode)))[0];

  it('registers a candidate and answers a secret unique of at least 128 bits', async () => {
    const code = await createInvite(t, role);
    const response = await register(t, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: true,
      status: 'You have begun the interview!',
      unique: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/) as string,
    });
    expect(await storedRows(t)).toEqual({ candidates: 1, sessions: 1 });
  });

  it('stores the candidate details, the deployment id and the device', async () => {
    const code = await createInvite(t, role);
    const before = Date.now();
    await register(t, code);
    const after = Date.now();
    const row = await candidateOf(code);
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      social: 'https://github.com/ada',
      company: 'Analytical Engines',
      experience: '4-5',
      gender: 'female',
      deploymentId: 'deployment-0123',
      device: deviceInfo(),
    });
    expect(row?.startedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row?.startedAt.getTime()).toBeLessThanOrEqual(after + 5_000);
  });

  it('accepts a sign-up without experience, gender or device information', async () => {
    const code = await createInvite(t, role);
    const response = await register(t, code, {
      experience: undefined,
      gender: undefined,
      data: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(await candidateOf(code)).toMatchObject({ experience: null, gender: null, device: null });
  });

  it('keeps only the SHA-256 of the unique, never the unique itself', async () => {
    const code = await createInvite(t, role);
    const { unique } = (await register(t, code)).json<RegistrationResponse>();
    const sessions = await t.database.db.select().from(candidateSessions);
    expect(sessions.map((session) => session.secretHash)).toEqual([sha256Hex(unique)]);
    expect(JSON.stringify(sessions)).not.toContain(unique);
    expect(JSON.stringify(await t.database.db.select().from(candidates))).not.toContain(unique);
  });

  it('resumes the same candidate with a new unique for the same email, ignoring case and spaces', async () => {
    const code = await createInvite(t, role);
    const first = (await register(t, code)).json<RegistrationResponse>().unique;
    const { startedAt } = (await candidateOf(code)) as { startedAt: Date };

    const again = await register(t, code, { email: '  ADA@Example.COM  ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ result: true, status: TEXTS.signup.begun });
    const second = again.json<RegistrationResponse>().unique;
    expect(second).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(second).not.toBe(first);

    expect(await storedRows(t)).toEqual({ candidates: 1, sessions: 2 });
    expect((await candidateOf(code))?.startedAt.getTime()).toBe(startedAt.getTime());
    for (const unique of [first, second]) {
      const state = await getAssessment(t, unique);
      expect(state.statusCode).toBe(200);
      expect(state.json<AssessmentStateBody>().data.inviteCode).toBe(code);
      expect(state.json<AssessmentStateBody>().data.candidate.email).toBe('ada@example.com');
    }
  });

  it('refuses a different email on a used invite with 409 and writes nothing', async () => {
    const code = await createInvite(t, role);
    await register(t, code);
    const response = await register(t, code, { email: 'someone.else@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      result: false,
      status: TEXTS.signup.inviteTaken,
      code: 'invite-taken',
    });
    expect(await storedRows(t)).toEqual({ candidates: 1, sessions: 1 });
    expect((await candidateOf(code))?.email).toBe('ada@example.com');
  });

  it('answers 404 for a 22-character code that was never issued, even one that decodes', async () => {
    await createInvite(t, role);
    const forged = `${role.id}${'x'.repeat(18)}0`;
    expect(decodeInviteCode(forged)).toBe(role.id);
    const response = await register(t, forged);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: false, status: NO_INTERVIEW, code: 'no-interview' });
    expect(await storedRows(t)).toEqual(NOTHING_WRITTEN);
  });

  it('answers 410 for an expired invite and writes nothing', async () => {
    const code = await createInvite(t, role);
    await t.database.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await register(t, code);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      result: false,
      status: 'This invite has expired. Please ask the hiring team for a new link.',
      code: 'invite-expired',
    });
    expect(await storedRows(t)).toEqual(NOTHING_WRITTEN);
  });

  it('answers 410 for a withdrawn invite and writes nothing', async () => {
    const code = await createInvite(t, role);
    await t.database.db.update(invites).set({ revokedAt: new Date() });
    const response = await register(t, code);
    expect(response.statusCode).toBe(410);
    expect(response.json<ApiFailure>().result).toBe(false);
    expect(response.json<ApiFailure>().status).toMatch(/withdrawn/);
    expect(await storedRows(t)).toEqual(NOTHING_WRITTEN);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: undefined }, 'Please enter your full name.'],
    ['a blank name', { name: '   ' }, 'Please enter your full name.'],
    ['a missing email', { email: undefined }, 'Please enter your email address.'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    // Required by default: its words are the form's one message for a missing field.
    [
      'a missing social link',
      { social: undefined },
      'Please fill in all required fields and agree to the terms.',
    ],
    [
      'a javascript: social link',
      { social: 'javascript:alert(1)' },
      'Please enter a full social link, starting with https://',
    ],
    [
      'a social link that is not a URL',
      { social: 'not a url' },
      'Please enter a full social link, starting with https://',
    ],
    ['an unknown experience', { experience: 'lots' }, 'Please choose your work experience.'],
    ['an unknown gender', { gender: 'robot' }, 'Please choose a gender option or leave it empty.'],
    ['a missing invite code', { invitecode: undefined }, NO_INTERVIEW],
    ['a short invite code', { invitecode: 'short' }, NO_INTERVIEW],
    ['a 23-character invite code', { invitecode: 'x'.repeat(23) }, NO_INTERVIEW],
    ['an unknown device type', { data: deviceInfo({ deviceType: 'fridge' }) }, expect.any(String)],
    [
      'a malformed screen resolution',
      { data: deviceInfo({ screenResolution: 'huge' }) },
      expect.any(String),
    ],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, status) => {
    const code = await createInvite(t, role);
    const response = await register(t, code, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: false, status, code: expect.any(String) as string });
    expect(await storedRows(t)).toEqual(NOTHING_WRITTEN);
  });

  it('refuses a body that is an array with 400 and writes nothing', async () => {
    const code = await createInvite(t, role);
    const response = await postRegistration(t, [registrationBody(code)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      result: false,
      status: 'The request body must be a JSON object.',
      code: 'invalid-input',
    });
    expect(await storedRows(t)).toEqual(NOTHING_WRITTEN);
  });
});
