import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../../../shared/texts';
import type { Role } from '../../../shared/roles.schema';
import type { ApiFailure } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { listRoles, seedCandidate } from './review-test-seed';

/** What a reviewer saves about a candidate, each with a row that must point at the candidate. */
const SAVES = [
  ['a comment', 'POST', 'comments', { body: 'Clear answers, worth a call.' }],
  ['a score', 'PUT', 'scores/me', { score: 4 }],
  ['a decision', 'PATCH', 'review', { status: 'shortlisted', baseVersion: 0 }],
] as const;

/**
 * A candidate deleted by another reviewer after a save has checked they exist and before it
 * writes: the save answers that the candidate is gone (404), never a 500. Only PostgreSQL has
 * the two sessions this takes: the deletion holds the candidate's row until it commits, the save
 * waits on it for its foreign-key check, and finds the row gone when the deletion commits.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('saving for a candidate being deleted', () => {
  const t = useTestApp('postgres');
  let deleting: pg.Client;
  let watching: pg.Client;
  let role: Role;

  beforeAll(async () => {
    const connectionString = t.database.connectionString;
    deleting = new pg.Client({ connectionString });
    watching = new pg.Client({ connectionString });
    await Promise.all([deleting.connect(), watching.connect()]);
  });
  afterAll(async () => {
    await Promise.all([deleting.end(), watching.end()]);
  });
  beforeEach(async () => {
    role = (await listRoles(t))[0] as Role;
  });

  /** Whether a statement of the app is waiting for a lock the deletion holds. */
  const saveIsWaiting = async () => {
    const waiting = await watching.query(
      `select 1 from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
      [(deleting as unknown as { processID: number }).processID],
    );
    return (waiting.rowCount ?? 0) > 0;
  };

  it.each(SAVES)(
    'answers %s 404 when the candidate goes meanwhile',
    async (_, method, path, body) => {
      const candidate = await seedCandidate(t, {
        role,
        name: 'Gone Meanwhile',
        email: 'gone@test.example',
        answers: ['<p>An answer</p>'],
      });
      await deleting.query('begin');
      await deleting.query('delete from candidates where id = $1', [candidate.id]);
      const saving = t.app.inject({
        method,
        url: `/api/admin/candidates/${candidate.id}/${path}`,
        headers: t.admin,
        payload: body,
      });
      // The save has seen the candidate and now waits on the deletion's lock to write.
      await vi.waitFor(async () => expect(await saveIsWaiting()).toBe(true), { timeout: 10_000 });
      await deleting.query('commit');

      const response = await saving;
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiFailure>()).toMatchObject({
        result: false,
        status: TEXTS.workspace.candidateMissing,
      });
    },
  );
});
