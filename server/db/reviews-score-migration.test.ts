import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { seedCandidate } from '../features/review/review-test-seed';
import { useTestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-databases';
import { insertTestRole } from '../test/test-roles';
import { reviewStatus } from './core-schema';

/**
 * `reviews` as the previous release declares it: Drizzle names every column of a table in an
 * insert, `score` included, so that release's instances write it during a rolling upgrade.
 */
const previousReleaseReviews = pgTable('reviews', {
  candidateId: uuid('candidate_id').primaryKey(),
  status: reviewStatus('status').notNull().default('new'),
  score: integer('score'),
  notes: text('notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: varchar('updated_by', { length: 120 }),
  version: integer('version').notNull().default(0),
});

describe.each(testDatabaseKinds())('the unused reviews.score on %s', (kind) => {
  const t = useTestApp(kind);

  it('has no index or check left, and the previous release still saves a review', async () => {
    const indexes = await t.database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'reviews' order by indexname`,
    );
    expect((indexes as { rows: { indexname: string }[] }).rows.map((row) => row.indexname)).toEqual(
      ['reviews_pkey', 'reviews_status_idx'],
    );
    await insertTestRole(t, { id: 'zrs' });
    const ada = await seedCandidate(t, {
      role: { id: 'zrs' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Ada Upgrade',
      email: 'ada@upgrade.example',
    });
    await t.database.db.insert(previousReleaseReviews).values({ candidateId: ada.id });

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/candidates/${ada.id}/review`,
      headers: t.admin,
      payload: { status: 'shortlisted', baseVersion: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
