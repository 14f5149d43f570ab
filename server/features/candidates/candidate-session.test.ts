import { describe, expect, it } from 'vitest';
import { candidateSessions } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';
import { sessionCutoff, sessionExpiry } from './candidate-session';

/**
 * A candidate's secret works for 168 hours (docs/product.md#candidate-sessions). The figures are
 * written out here, not derived from the constant, so a wrong constant turns these tests red.
 */
const WEEK_MS = 168 * 60 * 60 * 1000;

describe('the candidate session lifetime: 168 hours', () => {
  it('expires a session 168 hours after it was created', () => {
    expect(sessionExpiry(new Date('2026-11-01T09:30:00.000Z')).toISOString()).toBe(
      '2026-11-08T09:30:00.000Z',
    );
  });

  it('admits sessions created after the instant 168 hours ago', () => {
    expect(sessionCutoff(new Date('2026-11-08T09:30:00.000Z')).toISOString()).toBe(
      '2026-11-01T09:30:00.000Z',
    );
  });
});

describe.each(testDatabaseKinds())(
  'a candidate secret near the end of its 168 hours on %s',
  (kind) => {
    const t = useTestApp(kind);
    const stateWith = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/assessment', headers: auth });

    it('still works a minute before the end, and not a second after it', async () => {
      const me = await registerTestCandidate(t);
      await t.database.db
        .update(candidateSessions)
        .set({ createdAt: new Date(Date.now() - WEEK_MS + 60_000) });
      expect((await stateWith(me.auth)).statusCode).toBe(200);

      await t.database.db
        .update(candidateSessions)
        .set({ createdAt: new Date(Date.now() - WEEK_MS - 1000) });
      expect((await stateWith(me.auth)).statusCode).toBe(401);
    });
  },
);
