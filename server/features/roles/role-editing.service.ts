import { isDeepStrictEqual } from 'node:util';
import type { CreateRoleRequest, RoleDetail, RoleInput } from '../../../shared/roles.schema';
import { formsOf } from '../../../shared/question-forms.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { isLogoStored, logoUrl } from '../role-logos/role-logos.service';
import { roleTextsFromInput } from '../candidate-texts/candidate-texts.service';
import { companyMonogram } from './monogram-logo';
import { questionsOf, settingsOf, toRole } from './role-columns';
import { randomRoleId } from './role-ids';
import { findRoleRow } from './roles.repository';
import {
  addVersion,
  inTransaction,
  insertRole,
  listVersionSummaries,
  lockCurrentVersion,
  type NewVersion,
  type VersionRow,
} from './role-versions.repository';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Enough tries that a clash is never what fails, while a role id remains free. */
const ID_ATTEMPTS = 50;

/**
 * A version's columns from what the editor sent. Without a logo the company shows its monogram;
 * a role that had one for the same company name keeps it (the catalogue's own colours).
 */
export function versionFromInput(
  input: RoleInput,
  createdBy: string,
  current: VersionRow | null,
): NewVersion {
  const { logoId, name } = input.company;
  const keepsMonogram = current?.companyLogoId === null && current.companyName === name;
  return {
    title: input.title,
    companyName: name,
    companyUrl: input.company.url,
    companyLogoId: logoId,
    companyLogo: logoId
      ? logoUrl(logoId)
      : keepsMonogram
        ? current.companyLogo
        : companyMonogram(name),
    questions: input.questions.map((question) => question.text),
    guidance: input.questions.map((question) => question.guidance),
    questionForms: input.questions.map(({ answer, required }) => ({ answer, required })),
    settings: input.settings,
    candidateTexts: roleTextsFromInput(input.candidateTexts),
    createdBy,
  };
}

/** Whether a new version would ask and show anything other than the current one. */
function sameContent(current: VersionRow, next: NewVersion): boolean {
  const content = (row: NewVersion | VersionRow) => ({
    title: row.title,
    companyName: row.companyName,
    companyUrl: row.companyUrl,
    companyLogoId: row.companyLogoId ?? null,
    questions: row.questions,
    guidance: row.guidance,
    questionForms: formsOf(row.questionForms, row.questions.length),
    // Compared as values: jsonb keeps an object's keys in its own order.
    settings: settingsOf(row.settings),
    candidateTexts: row.candidateTexts ?? null,
  });
  return isDeepStrictEqual(content(current), content(next));
}

/** A logo the role names must be one stored here (400 before anything is written). */
export async function requireLogo(tx: Transaction | Database, logoId: string | null) {
  if (logoId === null) return;
  if (!(await isLogoStored(tx, logoId))) {
    throw new AppError('logo-unknown');
  }
}

/**
 * Adds a version when the input differs from the current one, inside the caller's transaction
 * with the role locked. Answers the version new invites get, and whether it is new.
 */
export async function saveVersion(
  tx: Transaction,
  id: string,
  input: RoleInput,
  createdBy: string,
  now: Date,
): Promise<{ version: number; changed: boolean }> {
  const current = await lockCurrentVersion(tx, id);
  if (!current) throw new AppError('role-missing', id);
  const next = versionFromInput(input, createdBy, current);
  if (sameContent(current, next)) return { version: current.version, changed: false };
  await addVersion(tx, id, current.version + 1, { ...next, createdAt: now }, now);
  return { version: current.version + 1, changed: true };
}

/**
 * A role from another install's file, inside the caller's transaction: a role new here is created
 * as the file has it (archived or not); a role already here gets a new version when the file
 * differs, and keeps whether it is archived (that is this install's own decision).
 */
export async function saveImportedRole(
  tx: Transaction,
  role: { id: string; archived: boolean; input: RoleInput },
  createdBy: string,
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  const first = versionFromInput(role.input, createdBy, null);
  if (await insertRole(tx, role.id, { ...first, createdAt: now }, role.archived)) return 'created';
  const { changed } = await saveVersion(tx, role.id, role.input, createdBy, now);
  return changed ? 'updated' : 'unchanged';
}

/** A new role, its id the one asked for (409 when taken) or a random free one. */
export async function createRole(
  db: Database,
  request: CreateRoleRequest,
  createdBy: string,
): Promise<RoleDetail> {
  const { id: wanted, ...input } = request;
  const version = versionFromInput(input, createdBy, null);
  for (let attempt = 0; attempt < ID_ATTEMPTS; attempt += 1) {
    const id = wanted ?? randomRoleId();
    const created = await inTransaction(db, async (tx) => {
      await requireLogo(tx, input.company.logoId);
      return insertRole(tx, id, version);
    });
    if (created) return roleDetail(db, id);
    if (wanted) {
      const taken = await findRoleRow(db, wanted);
      throw new AppError('role-id-taken', taken?.title ?? wanted);
    }
  }
  throw new AppError('no-free-role-id');
}

/** An edit: a new version when anything changed; `changed` false when nothing did. */
export async function updateRole(
  db: Database,
  id: string,
  input: RoleInput,
  createdBy: string,
  now = new Date(),
): Promise<{ role: RoleDetail; changed: boolean }> {
  const { changed } = await inTransaction(db, async (tx) => {
    await requireLogo(tx, input.company.logoId);
    return saveVersion(tx, id, input, createdBy, now);
  });
  return { role: await roleDetail(db, id), changed };
}

/** A role for the editor: its current version, the input that makes it, and its versions. */
export async function roleDetail(db: Database, id: string): Promise<RoleDetail> {
  const row = await findRoleRow(db, id);
  if (!row) throw new AppError('role-missing', id);
  const versions = await listVersionSummaries(db, id);
  return {
    ...toRole(row, row.archived),
    input: {
      title: row.title,
      company: { name: row.companyName, url: row.companyUrl, logoId: row.companyLogoId },
      questions: questionsOf(row),
      settings: settingsOf(row.settings),
      candidateTexts: row.candidateTexts,
    },
    versions: versions.map((version) => ({
      version: version.version,
      createdAt: version.createdAt.toISOString(),
      createdBy: version.createdBy,
    })),
    retention: row.retention,
  };
}
