import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NO_CANDIDATE_TEXTS, type CandidateTexts } from '../../../shared/candidate-texts';
import { CandidateTextsSchema } from '../../../shared/candidate-texts.schema';
import type { Database } from '../../db/client';
import { roleVersions } from '../../db/schema';
import { readSetting, writeSetting } from '../settings/settings.service';

/** The `settings` key of the workspace's words for candidates (JSON of `CandidateTexts`). */
const CANDIDATE_TEXTS_KEY = 'candidate-texts';

/** What is stored, each part on its own: one a newer release wrote differently is its default. */
const StoredTextsSchema = z.object({
  agreement: CandidateTextsSchema.shape.agreement.catch(null),
  fields: CandidateTextsSchema.shape.fields.catch(NO_CANDIDATE_TEXTS.fields),
  sections: CandidateTextsSchema.shape.sections.catch(NO_CANDIDATE_TEXTS.sections),
  nextSteps: CandidateTextsSchema.shape.nextSteps.catch(null),
  inviteIntro: CandidateTextsSchema.shape.inviteIntro.catch(null),
});

/** Reads stored words (the workspace's, or a role version's): the defaults for what is unreadable. */
export function storedCandidateTexts(stored: unknown): CandidateTexts {
  const read = StoredTextsSchema.safeParse(stored ?? {});
  return read.success ? read.data : NO_CANDIDATE_TEXTS;
}

/** The workspace's words (docs/product.md#candidate-texts); the defaults when none were saved. */
export async function readWorkspaceTexts(db: Database): Promise<CandidateTexts> {
  const stored = await readSetting(db, CANDIDATE_TEXTS_KEY);
  if (!stored) return NO_CANDIDATE_TEXTS;
  try {
    return storedCandidateTexts(JSON.parse(stored));
  } catch {
    return NO_CANDIDATE_TEXTS;
  }
}

export async function writeWorkspaceTexts(db: Database, texts: CandidateTexts): Promise<void> {
  await writeSetting(db, CANDIDATE_TEXTS_KEY, JSON.stringify(texts));
}

/** A role version's own words as stored (null: the workspace's); null too for no such version. */
export async function readRoleVersionTexts(
  db: Database,
  roleId: string,
  version: number,
): Promise<unknown> {
  const [row] = await db
    .select({ texts: roleVersions.candidateTexts })
    .from(roleVersions)
    .where(and(eq(roleVersions.roleId, roleId), eq(roleVersions.version, version)));
  return row?.texts ?? null;
}
