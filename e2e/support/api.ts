import type { AssessmentState, AssessmentStep } from '../../shared/assessment.schema';
import type { ExtraTime } from '../../shared/invites.schema';
import type { Role } from '../../shared/roles.schema';
import { E2E_PASSKEY } from './server';

const adminHeaders = { 'content-type': 'application/json', authorization: `Bearer ${E2E_PASSKEY}` };

/** Seeds through the real API, as the hiring team would. */
export async function listRoles(baseUrl: string): Promise<Role[]> {
  const response = await fetch(`${baseUrl}/api/admin/roles`, { headers: adminHeaders });
  return (await response.json()) as Role[];
}

export async function createInvite(
  baseUrl: string,
  roleId?: string,
  extraTime?: ExtraTime,
): Promise<{ code: string; role: Role }> {
  const roles = await listRoles(baseUrl);
  const role = roles.find((candidate) => candidate.id === roleId) ?? roles[0];
  if (!role) throw new Error('There is no role to invite a candidate to.');
  const response = await fetch(`${baseUrl}/api/invite-codes/add`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ identifyCode: role.id, extraTime }),
  });
  const body = (await response.json()) as { data: { inviteCode: string } };
  return { code: body.data.inviteCode, role };
}

/** Registers through `POST /now-assessment` and answers the candidate's secret. */
export async function registerCandidate(
  baseUrl: string,
  inviteCode: string,
  email: string,
  name = 'Api Candidate',
): Promise<string> {
  const response = await fetch(`${baseUrl}/now-assessment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      social: 'https://profile.example/api',
      company: 'Any',
      uuid: '',
      invitecode: inviteCode,
      experience: '2-3',
    }),
  });
  const body = (await response.json()) as { unique: string };
  return body.unique;
}

/**
 * Saves a candidate's answers (question 1 onwards), then where they are, through the API as the
 * browser would: the server lets the step advance only past saved answers.
 */
export async function saveCandidateWork(
  baseUrl: string,
  unique: string,
  answers: string[],
  progress: { step: AssessmentStep; questionIndex: number },
): Promise<void> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${unique}` };
  for (const [questionId, answer] of answers.entries()) {
    await fetch(`${baseUrl}/api/assessment/answers/${questionId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ answer, sequence: 1 }),
    });
  }
  await fetch(`${baseUrl}/api/assessment/progress`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(progress),
  });
}

/** What the server holds for a candidate, read with their own secret. */
export async function readAssessment(baseUrl: string, unique: string): Promise<AssessmentState> {
  const response = await fetch(`${baseUrl}/api/assessment`, {
    headers: { authorization: `Bearer ${unique}` },
  });
  return ((await response.json()) as { data: AssessmentState }).data;
}
