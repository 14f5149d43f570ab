import type { z } from 'zod';
import type { RegistrationRequestSchema } from '../../../shared/registration.schema';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { REGISTRATION_FIELDS, type RegistrationField } from '../../../shared/candidate-texts';
import { registrationFieldsOf } from '../candidate-texts/candidate-texts.service';
import { requireLiveInvite } from '../invites/invites.service';
import { roleLanguageOf } from '../roles/roles.service';
import { createCandidateSecret, hashCandidateSecret } from './candidate-secret';
import { insertCandidateOnce, insertCandidateSession } from './candidates.repository';

type Registration = z.output<typeof RegistrationRequestSchema>;

/**
 * Told of a new candidate inside the transaction that makes them, so what it writes (the
 * `candidate.registered` webhook) is saved with the candidate or not at all.
 */
export type RegisteredListener = (tx: Database, candidateId: string) => Promise<unknown>;

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Registers a candidate on a live invite and answers a fresh secret for this browser. A personal
 * invite binds to its first candidate; the same email resumes as the same candidate (with a new
 * session, so the first computer keeps working too); a different email is refused.
 */
export async function registerCandidate(
  db: Database,
  input: Registration,
  onRegistered: RegisteredListener = () => Promise.resolve(),
): Promise<{ unique: string; completed: boolean; candidateId: string; registered: boolean }> {
  const invite = await requireLiveInvite(db, input.invitecode).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'invite-not-valid')
      throw new AppError('no-interview');
    throw error;
  });
  // The fields as the invite's role asks them: a required one left out is refused, one not asked
  // is not kept (docs/product.md#candidate-texts).
  const fields = await registrationFieldsOf(db, invite.roleId, invite.roleVersion);
  if (REGISTRATION_FIELDS.some((field) => fields.required[field] && !input[field]))
    throw new AppError('registration-incomplete');
  const kept = <T>(field: RegistrationField, value: T | undefined) =>
    fields.asked[field] === 'off' ? null : (value ?? null);
  // The language they read the landing page in, else the team's (docs/languages.md); a candidate
  // resuming keeps the one they registered in.
  const language = input.language ?? (await roleLanguageOf(db, invite.roleId, invite.roleVersion));
  const { candidate, inserted } = await db.transaction(async (tx) => {
    const made = await insertCandidateOnce(tx, {
      inviteCode: invite.code,
      name: input.name,
      email: input.email.trim(),
      social: kept('social', input.social) ?? '',
      company: input.company,
      experience: kept('experience', input.experience),
      gender: kept('gender', input.gender),
      deploymentId: input.uuid || null,
      device: input.data ?? null,
      language,
    });
    if (made.inserted) await onRegistered(tx, made.candidate.id);
    return made;
  });
  if (!sameEmail(candidate.email, input.email)) throw new AppError('invite-taken');
  const unique = createCandidateSecret();
  // One session per computer: its own device details, kept for the team (`docs/integrity.md`).
  await insertCandidateSession(db, candidate.id, hashCandidateSecret(unique), input.data ?? null);
  // A submitted assessment: the new session sees that it is complete, not its contents.
  // A role without video is complete after its last answer: completedAt alone says so.
  const completed = candidate.videoCompletedAt !== null || candidate.completedAt !== null;
  // `registered`: this request made the candidate (not the same person resuming).
  return { unique, completed, candidateId: candidate.id, registered: inserted };
}
