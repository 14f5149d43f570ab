import type { CreateInviteResponse } from '../../shared/invites.schema';
import type { RegistrationResponse } from '../../shared/registration.schema';
import type { Role } from '../../shared/roles.schema';
import type { TestApp } from './test-app';
import { TEST_DEVICE } from './test-device';

/** The first role of the catalogue, as the admin API lists it. */
export async function firstRole(t: TestApp): Promise<Role> {
  const roles = await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin });
  return roles.json<Role[]>()[0] as Role;
}

/** Seeds an invite and a registered candidate through the real API; answers their secret. */
export async function registerTestCandidate(t: TestApp, email = 'candidate@test.example') {
  const roles = (
    await t.app.inject({ method: 'GET', url: '/api/admin/roles', headers: t.admin })
  ).json<Role[]>();
  const role = roles[0] as Role;
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: role.id },
  });
  const inviteCode = invite.json<CreateInviteResponse>().data.inviteCode;
  const registration = await t.app.inject({
    method: 'POST',
    url: '/now-assessment',
    payload: {
      name: 'Test Candidate',
      email,
      social: 'https://profile.test.example',
      company: '',
      uuid: '',
      invitecode: inviteCode,
    },
  });
  const unique = registration.json<RegistrationResponse>().unique;
  return { role, inviteCode, unique, auth: { authorization: `Bearer ${unique}` } };
}

/** A registration as the sign-up form sends it, for an unused invite (docs/product.md). */
export function registrationPayload(invitecode: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'New Candidate',
    email: 'new@test.example',
    social: 'https://profile.test.example',
    company: 'Acme',
    uuid: '',
    invitecode,
    data: TEST_DEVICE,
    ...overrides,
  };
}
