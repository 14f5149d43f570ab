import { describe, expect, it } from 'vitest';
import { AdmittedSecrets, LAST_SEEN_EVERY_MS } from './admitted-secrets';

describe('a session’s "last seen" from one instance', () => {
  const start = 1_800_000_000_000;

  it('is written on the first admitted request, then once a minute', () => {
    const admitted = new AdmittedSecrets();
    admitted.remember('hash-a', 'candidate-a');
    expect(admitted.lastSeenDue('hash-a', start)).toBe(true);
    expect(admitted.lastSeenDue('hash-a', start + 1)).toBe(false);
    expect(admitted.lastSeenDue('hash-a', start + LAST_SEEN_EVERY_MS - 1)).toBe(false);
    expect(admitted.lastSeenDue('hash-a', start + LAST_SEEN_EVERY_MS)).toBe(true);
    expect(admitted.lastSeenDue('hash-a', start + LAST_SEEN_EVERY_MS + 1)).toBe(false);
  });

  it('keeps its minute when the secret is admitted again, and each secret has its own', () => {
    const admitted = new AdmittedSecrets();
    admitted.remember('hash-a', 'candidate-a');
    admitted.remember('hash-b', 'candidate-b');
    expect(admitted.lastSeenDue('hash-a', start)).toBe(true);
    admitted.remember('hash-a', 'candidate-a');
    expect(admitted.lastSeenDue('hash-a', start + 10)).toBe(false);
    expect(admitted.lastSeenDue('hash-b', start + 10)).toBe(true);
    expect(admitted.candidateOf('hash-a')).toBe('candidate-a');
  });

  it('is due again once the secret was refused and forgotten, or never admitted', () => {
    const admitted = new AdmittedSecrets();
    admitted.remember('hash-a', 'candidate-a');
    expect(admitted.lastSeenDue('hash-a', start)).toBe(true);
    admitted.forget('hash-a');
    admitted.remember('hash-a', 'candidate-a');
    expect(admitted.lastSeenDue('hash-a', start + 10)).toBe(true);
    expect(admitted.lastSeenDue('hash-unknown', start)).toBe(true);
    expect(admitted.lastSeenDue('hash-unknown', start + 10)).toBe(true);
  });
});
