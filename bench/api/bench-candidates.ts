import type { CreateInviteResponse } from '../../shared/invites.schema';
import type { RegistrationResponse } from '../../shared/registration.schema';
import type { Role } from '../../shared/roles.schema';
import { BENCH_PASSKEY } from './target-server';

export interface BenchCandidate {
  inviteCode: string;
  secret: string;
  /** Their own client address (X-Forwarded-For), as real candidates have. */
  ip: string;
}

const admin = { 'content-type': 'application/json', authorization: `Bearer ${BENCH_PASSKEY}` };

/** 10.x.y.z from a number: a distinct address for each simulated candidate. */
export const addressOf = (index: number) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function expectJson<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function registerOne(url: string, roleId: string, index: number): Promise<BenchCandidate> {
  const invite = await expectJson<CreateInviteResponse>(
    await fetch(`${url}/api/invite-codes/add`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ identifyCode: roleId }),
    }),
    'creating an invite',
  );
  const inviteCode = invite.data.inviteCode;
  const ip = addressOf(index);
  const registration = await expectJson<RegistrationResponse>(
    await fetch(`${url}/now-assessment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({
        name: `Bench Candidate ${index}`,
        email: `bench-${index}@load.example`,
        social: 'https://profile.example/bench',
        invitecode: inviteCode,
      }),
    }),
    'registering',
  );
  return { inviteCode, secret: registration.unique, ip };
}

/** Invites and registers `count` candidates through the API, a few at a time. */
export async function registerCandidates(url: string, count: number): Promise<BenchCandidate[]> {
  const roles = await expectJson<Role[]>(
    await fetch(`${url}/api/admin/roles`, { headers: admin }),
    'listing roles',
  );
  const roleId = roles[0]?.id;
  if (!roleId) throw new Error('The catalogue has no roles.');
  const result: BenchCandidate[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) => start + i);
    result.push(...(await Promise.all(batch.map((index) => registerOne(url, roleId, index)))));
  }
  return result;
}
