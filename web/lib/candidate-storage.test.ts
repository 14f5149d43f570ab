// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  hasSessionFor,
  readCandidateSession,
  STORAGE_KEYS,
  storeCandidateSession,
  type CandidateSession,
} from './candidate-storage';

const HOUR = 60 * 60 * 1000;
const REGISTERED = Date.parse('2026-11-16T09:00:00Z');

const session: CandidateSession = {
  name: 'Ada Example',
  email: 'ada@candidates.example',
  social: 'https://profile.example/ada',
  company: 'Example Analytics',
  date: new Date(REGISTERED).toISOString(),
  unique: 'a-server-issued-secret',
};

describe('the candidate session kept in this browser (168 hours)', () => {
  beforeEach(() => {
    localStorage.clear();
    storeCandidateSession('invite-1', session);
  });

  it('is read back for its invite within 168 hours of registering', () => {
    expect(readCandidateSession(REGISTERED + 167 * HOUR)).toEqual(session);
    expect(readCandidateSession(REGISTERED)).toEqual(session);
  });

  it('is forgotten, with the assessment cache, once 168 hours have passed', () => {
    localStorage.setItem(STORAGE_KEYS.assessment, '{"answers":[]}');
    expect(readCandidateSession(REGISTERED + 168 * HOUR)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.assessment)).toBeNull();
  });

  it('is refused when dated in the future or unreadable', () => {
    expect(readCandidateSession(REGISTERED - HOUR)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    expect(readCandidateSession(REGISTERED)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ ...session, unique: 7 }));
    expect(readCandidateSession(REGISTERED)).toBeNull();
  });

  it('belongs to one invite: another invite link does not see it', () => {
    storeCandidateSession('invite-1', { ...session, date: new Date().toISOString() });
    expect(hasSessionFor('invite-1')).toBe(true);
    expect(hasSessionFor('invite-2')).toBe(false);
  });
});
