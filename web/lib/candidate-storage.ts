import { SESSION_LIFETIME_HOURS } from '../../shared/constants';

/** Browser storage keys. The server is the source of truth; this is its cache. */
export const STORAGE_KEYS = {
  userData: 'userData',
  inviteCode: 'inviteCode',
  assessment: 'assessment_data',
} as const;

export interface CandidateSession {
  name: string;
  email: string;
  social: string;
  company: string;
  /** ISO time of registration. */
  date: string;
  /** The server-issued secret that is the only key to this candidate's data. */
  unique: string;
}

const SESSION_LIFETIME_MS = SESSION_LIFETIME_HOURS * 60 * 60 * 1000;

function isCandidateSession(value: unknown): value is CandidateSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return ['name', 'email', 'social', 'company', 'date', 'unique'].every(
    (key) => typeof session[key] === 'string',
  );
}

export function clearCandidateSession(): void {
  localStorage.removeItem(STORAGE_KEYS.userData);
  localStorage.removeItem(STORAGE_KEYS.inviteCode);
  localStorage.removeItem(STORAGE_KEYS.assessment);
}

/** The stored session, or null when there is none, it is unreadable or older than 168 hours. */
export function readCandidateSession(now = Date.now()): CandidateSession | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isCandidateSession(parsed)) return null;
  const age = now - Date.parse(parsed.date);
  if (!(age >= 0 && age < SESSION_LIFETIME_MS)) {
    clearCandidateSession();
    return null;
  }
  return parsed;
}

export function readStoredInviteCode(): string | null {
  return localStorage.getItem(STORAGE_KEYS.inviteCode);
}

export function storeCandidateSession(inviteCode: string, session: CandidateSession): void {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(session));
  localStorage.setItem(STORAGE_KEYS.inviteCode, inviteCode);
}

/** A stored, unexpired session for this very invite (docs/product.md#invite-entry). */
export function hasSessionFor(inviteCode: string): boolean {
  return readCandidateSession() !== null && readStoredInviteCode() === inviteCode;
}
