import {
  candidateTextsView,
  DEFAULT_INVITE_INTRO,
  resolveCandidateTexts,
  type CandidateTexts,
  type RegistrationField,
} from '../../../shared/candidate-texts';
import type { Database } from '../../db/client';
import { sanitizeAnswerHtml } from '../assessment/answer-sanitizer';
import {
  readRoleVersionTexts,
  readWorkspaceTexts,
  storedCandidateTexts,
} from './candidate-texts.repository';

/** A team's rich text made harmless as an answer is; null when nothing readable is left. */
function sanitizedRich(html: string | null): string | null {
  if (html === null) return null;
  const safe = sanitizeAnswerHtml(html).trim();
  const text = safe.replace(/<[^>]*>/g, '').trim();
  return text === '' ? null : safe;
}

/** The team's words as they are stored: rich texts sanitised with the answers' allow-list. */
export function sanitizeCandidateTexts(texts: CandidateTexts): CandidateTexts {
  return {
    ...texts,
    agreement: sanitizedRich(texts.agreement),
    nextSteps: sanitizedRich(texts.nextSteps),
  };
}

/**
 * The words an invite's candidate reads: the role version's own, else the workspace's, else
 * the default. Sanitised again as they leave (docs/architecture.md: stored and shown).
 */
export async function candidateTextsFor(db: Database, roleTexts: unknown): Promise<CandidateTexts> {
  const role =
    roleTexts === null || roleTexts === undefined ? null : storedCandidateTexts(roleTexts);
  return sanitizeCandidateTexts(resolveCandidateTexts(await readWorkspaceTexts(db), role));
}

/** The words of an invite's role version (what it asked, like its other settings). */
export async function candidateTextsOfVersion(
  db: Database,
  roleId: string,
  version: number,
): Promise<CandidateTexts> {
  return candidateTextsFor(db, await readRoleVersionTexts(db, roleId, version));
}

/** The invite mail's introduction, `{role}` and `{company}` filled in. */
export function inviteIntroOf(
  texts: CandidateTexts,
  facts: { roleTitle: string; companyName: string },
): string {
  return (texts.inviteIntro ?? DEFAULT_INVITE_INTRO)
    .replaceAll('{role}', facts.roleTitle)
    .replaceAll('{company}', facts.companyName);
}

/** A role version's words as stored: sanitised, and null when the role keeps all the workspace's. */
export function roleTextsFromInput(
  texts: CandidateTexts | null | undefined,
): CandidateTexts | null {
  if (!texts) return null;
  const safe = sanitizeCandidateTexts(texts);
  const own = [
    safe.agreement,
    safe.nextSteps,
    safe.inviteIntro,
    ...Object.values(safe.fields),
    ...Object.values(safe.sections),
  ].some((value) => value !== null);
  return own ? safe : null;
}

/**
 * What the assessment's pages read: the team's section names and next steps, null where the
 * default stands (the page then says it in the candidate's language).
 */
export async function assessmentTextsOf(db: Database, roleId: string, version: number) {
  const texts = await candidateTextsOfVersion(db, roleId, version);
  return { sections: texts.sections, nextSteps: texts.nextSteps };
}

/** What the sign-up page reads: the agreement and the fields asked. */
export async function signUpTextsOf(db: Database, roleId: string, version: number) {
  return candidateTextsView(await candidateTextsOfVersion(db, roleId, version));
}

/**
 * How an invite's registration fields are asked, and which the server requires: a field the team
 * requires, and the social link by default. The default experience is required by the form alone:
 * the product's registration call carries none, so only a team's own "required" makes the server
 * refuse a sign-up without it (docs/product.md#candidate-texts).
 */
export async function registrationFieldsOf(db: Database, roleId: string, version: number) {
  const texts = await candidateTextsOfVersion(db, roleId, version);
  const asked = candidateTextsView(texts).fields;
  const required = {
    social: asked.social === 'required',
    experience: texts.fields.experience === 'required',
    // Never required (the settings refuse it); a stored value from elsewhere is not obeyed.
    gender: false,
  } satisfies Record<RegistrationField, boolean>;
  return { asked, required };
}
