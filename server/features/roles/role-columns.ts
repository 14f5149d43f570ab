import { and, eq } from 'drizzle-orm';
import type { CandidateTexts } from '../../../shared/candidate-texts';
import { formsOf, type QuestionForm } from '../../../shared/question-forms.schema';
import type { z } from 'zod';
import {
  DEFAULT_ROLE_SETTINGS,
  RoleSettingsSchema,
  type Role,
  type RoleQuestion,
  type RoleSettings,
} from '../../../shared/roles.schema';
import { invites, roleVersions } from '../../db/schema';

/**
 * The columns a role's version is read with, for any query that selects one: the catalogue's
 * (each role's current version), and the candidate's admission (the version of their invite),
 * which reads it with the session in one statement.
 */
export const roleColumns = {
  id: roleVersions.roleId,
  version: roleVersions.version,
  title: roleVersions.title,
  companyName: roleVersions.companyName,
  companyUrl: roleVersions.companyUrl,
  companyLogo: roleVersions.companyLogo,
  questions: roleVersions.questions,
  guidance: roleVersions.guidance,
  questionForms: roleVersions.questionForms,
  settings: roleVersions.settings,
  candidateTexts: roleVersions.candidateTexts,
};

/** Joins an invite to the version of its role it was made with (its snapshot). */
export const invitedRoleVersion = and(
  eq(roleVersions.roleId, invites.roleId),
  eq(roleVersions.version, invites.roleVersion),
);

export type RoleRow = {
  id: string;
  version: number;
  title: string;
  companyName: string;
  companyUrl: string;
  companyLogo: string;
  questions: string[];
  guidance: string[];
  questionForms: QuestionForm[] | null;
  settings: RoleSettings;
  /** The version's own words for candidates; null: the workspace's. */
  candidateTexts: CandidateTexts | null;
};

/** A version's questions as the editor and an export write them: text, guidance and form. */
export function questionsOf(
  row: Pick<RoleRow, 'questions' | 'guidance' | 'questionForms'>,
): RoleQuestion[] {
  const forms = formsOf(row.questionForms, row.questions.length);
  return row.questions.map((text, index) => ({
    text,
    guidance: row.guidance[index] ?? '',
    answer: forms[index]!.answer,
    required: forms[index]!.required,
  }));
}

let warnedOfStoredSettings = false;

/**
 * A version's settings as the API answers them, read with their schema: a version saved before a
 * setting existed gets the schema's default for it (`requireComputer`: phones welcome), so a new
 * setting needs only its default in the schema.
 */
export function settingsOf(stored: z.input<typeof RoleSettingsSchema>): RoleSettings {
  const read = RoleSettingsSchema.safeParse(stored);
  if (read.success) return read.data;
  // Stored outside today's bounds (a limit tightened since, a row fixed by hand): kept as stored,
  // so the role still lists, opens and exports; only what is missing takes its default.
  if (!warnedOfStoredSettings) {
    warnedOfStoredSettings = true;
    console.warn(
      `A role version's stored settings are outside today's bounds: ${read.error.message}`,
    );
  }
  return {
    ...DEFAULT_ROLE_SETTINGS,
    ...stored,
    video: { ...DEFAULT_ROLE_SETTINGS.video, ...stored.video },
  };
}

/** The duration label the candidate reads: `20mins` for the default. */
export function durationLabel(settings: RoleSettings): string {
  return settings.answerMinutes === null ? 'no limit' : `${settings.answerMinutes}mins`;
}

export function toRole(row: RoleRow, archived = false): Role {
  return {
    id: row.id,
    role: row.title,
    company: { name: row.companyName, url: row.companyUrl, logo: row.companyLogo },
    maxMinutes: durationLabel(row.settings),
    questions: row.questions,
    guidance: row.guidance,
    forms: formsOf(row.questionForms, row.questions.length),
    settings: settingsOf(row.settings),
    version: row.version,
    archived,
  };
}
