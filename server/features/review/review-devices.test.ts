import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationResponse } from '../../../shared/registration.schema';
import { candidateSessions } from '../../db/schema';
import type { CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registrationPayload } from '../../test/test-candidates';
import { TEST_DEVICE } from '../../test/test-device';
import { testDatabaseKinds } from '../../test/test-databases';
import type { CreateInviteResponse } from '../../../shared/invites.schema';
import type { Role } from '../../../shared/roles.schema';
import { hashCandidateSecret } from '../candidates/candidate-secret';

const SECOND_DEVICE = {
  ...TEST_DEVICE,
  os: 'Windows',
  browser: { name: 'Firefox', version: '133.0.2' },
  screenResolution: '2560x1440',
};

/** Each computer a candidate used, with first and last seen (`docs/integrity.md`). */
describe.each(testDatabaseKinds())('the devices of a candidate on %s', (kind) => {
  let inviteCode: string;

  const t = useTestApp(kind);
  beforeEach(async () => {
    const role = (
      await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })
    ).json<Role[]>()[0] as Role;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/invite-codes/add',
      headers: t.admin,
      payload: { identifyCode: role.id },
    });
    inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
  });

  const register = async (data: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/now-assessment',
      payload: registrationPayload(inviteCode, { data }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RegistrationResponse>().unique;
  };
  const detail = async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: t.admin,
    });
    const id = list.json<CandidateListBody>().data.items[0]?.id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}`,
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateDetailBody>().data;
  };
  const setLastSeen = (unique: string, ago: string) =>
    t.database.db
      .update(candidateSessions)
      .set({ lastSeenAt: sql`now() - ${ago}::interval` })
      .where(eq(candidateSessions.secretHash, hashCandidateSecret(unique)));
  const lastSeen = async (unique: string) =>
    (
      await t.database.db
        .select({ at: candidateSessions.lastSeenAt })
        .from(candidateSessions)
        .where(eq(candidateSessions.secretHash, hashCandidateSecret(unique)))
    )[0]?.at.getTime() ?? 0;

  it('keeps each registration’s device, oldest first, and a second computer in the timeline', async () => {
    await register(TEST_DEVICE);
    await register(SECOND_DEVICE);
    const data = await detail();
    expect(data.device).toEqual(TEST_DEVICE);
    expect(data.devices.map((seen) => seen.device)).toEqual([TEST_DEVICE, SECOND_DEVICE]);
    const [first, second] = data.devices;
    expect(Date.parse(first?.firstSeenAt ?? '')).toBeLessThanOrEqual(
      Date.parse(second?.firstSeenAt ?? ''),
    );
    expect(data.events).toEqual([
      {
        kind: 'device_added',
        occurredAt: second?.firstSeenAt,
        detail: 'Firefox 133 on Windows',
        durationMs: null,
      },
    ]);
  });

  it('shows one computer, and no timeline entry, for a single registration', async () => {
    await register(TEST_DEVICE);
    const data = await detail();
    expect(data.devices).toHaveLength(1);
    expect(data.devices[0]?.device).toEqual(TEST_DEVICE);
    expect(data.events).toEqual([]);
  });

  it('notes the last request of each computer, at most once a minute', async () => {
    const first = await register(TEST_DEVICE);
    const second = await register(undefined);
    // Registered 20 minutes ago, each in its order.
    await t.database.db
      .update(candidateSessions)
      .set({ createdAt: sql`${candidateSessions.createdAt} - interval '20 minutes'` });
    await setLastSeen(first, '10 minutes');
    await setLastSeen(second, '10 minutes');
    const before = await lastSeen(second);
    const call = await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(call.statusCode).toBe(200);
    const touched = await lastSeen(first);
    expect(Date.now() - touched).toBeLessThan(60_000);
    // The other computer made no request: its last seen stays.
    expect(await lastSeen(second)).toBe(before);
    // Within the minute, a request writes nothing.
    await setLastSeen(first, '30 seconds');
    const recent = await lastSeen(first);
    await t.app.inject({
      method: 'GET',
      url: '/api/assessment',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(await lastSeen(first)).toBe(recent);
    const data = await detail();
    expect(data.devices[1]?.device).toBeNull();
    expect(Date.parse(data.devices[0]?.lastSeenAt ?? '')).toBe(recent);
  });
});
