import { eq } from 'drizzle-orm';
import type { CreateInviteResponse, ExtraTime } from '../../shared/invites.schema';
import type { RegistrationResponse } from '../../shared/registration.schema';
import {
  DEFAULT_ROLE_SETTINGS,
  type RoleInputBody,
  type RoleSettings,
} from '../../shared/roles.schema';
import { AnswerFormSchema } from '../../shared/question-forms.schema';
import { candidates, roles, roleVersions } from '../db/schema';
import type { TestApp } from './test-app';
import { TEST_DEVICE } from './test-device';

export interface TestRoleOptions {
  id: string;
  /** Each question's form defaults to written and required. */
  questions?: RoleInputBody['questions'];
  /** Any part of the settings; the rest are the product's defaults. */
  settings?: Partial<Omit<RoleSettings, 'video'>> & { video?: Partial<RoleSettings['video']> };
}

/**
 * A role of the test's own, written straight to the database as its version 1 (the admin roles
 * API is not what these tests are about). Answers its id.
 */
export async function insertTestRole(t: TestApp, options: TestRoleOptions): Promise<string> {
  const questions = options.questions ?? [
    { text: 'First question?', guidance: '' },
    { text: 'Second question?', guidance: '' },
  ];
  const settings: RoleSettings = {
    ...DEFAULT_ROLE_SETTINGS,
    ...options.settings,
    video: { ...DEFAULT_ROLE_SETTINGS.video, ...options.settings?.video },
  };
  const { db } = t.database;
  await db.insert(roles).values({ id: options.id, currentVersion: 1 });
  await db.insert(roleVersions).values({
    roleId: options.id,
    version: 1,
    title: `Test role ${options.id}`,
    companyName: 'Test Company',
    companyUrl: 'https://company.test.example',
    companyLogo:
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
    questions: questions.map((question) => question.text),
    guidance: questions.map((question) => question.guidance ?? ''),
    questionForms: questions.map((question) => ({
      answer: AnswerFormSchema.parse(question.answer ?? { type: 'written' }),
      required: question.required ?? true,
    })),
    settings,
    createdBy: 'test',
  });
  return options.id;
}

/** An invite to `roleId` (with extra time when given) through the real API; answers its code. */
export async function inviteToRole(
  t: TestApp,
  roleId: string,
  extraTime: ExtraTime | null = null,
): Promise<string> {
  const invite = await t.app.inject({
    method: 'POST',
    url: '/api/invite-codes/add',
    headers: t.admin,
    payload: { identifyCode: roleId, extraTime },
  });
  if (invite.statusCode !== 200) throw new Error(invite.body);
  return invite.json<CreateInviteResponse>().data.inviteCode;
}

/** A candidate registered on an invite to `roleId`, with their secret and row id. */
export async function candidateForRole(
  t: TestApp,
  roleId: string,
  options: { extraTime?: ExtraTime | null; email?: string } = {},
) {
  const inviteCode = await inviteToRole(t, roleId, options.extraTime ?? null);
  const registration = await t.app.inject({
    method: 'POST',
    url: '/now-assessment',
    payload: {
      name: 'Role Candidate',
      email: options.email ?? 'role-candidate@test.example',
      social: 'https://profile.test.example',
      company: '',
      uuid: '',
      invitecode: inviteCode,
      data: TEST_DEVICE,
    },
  });
  if (registration.statusCode !== 200) throw new Error(registration.body);
  const unique = registration.json<RegistrationResponse>().unique;
  const [row] = await t.database.db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.inviteCode, inviteCode));
  if (!row) throw new Error('the candidate was not stored');
  return { id: row.id, inviteCode, unique, auth: { authorization: `Bearer ${unique}` } };
}
