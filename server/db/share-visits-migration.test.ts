import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/roles.schema';
import type { Share } from '../../shared/shares.schema';
import { viewShare } from '../features/shares/shared-candidates.service';
import { createTestShare } from '../features/shares/shares-test-support';
import { listRoles, seedCandidate } from '../features/review/review-test-seed';
import { useTestApp } from '../test/test-app';
import { testDatabaseKinds } from '../test/test-databases';
import { shareVisits } from './schema';

/**
 * `share_visits` as the release before migration 0020 declares it: Drizzle names every column of
 * a table in an insert, so that release's instances insert exactly these during a rolling upgrade.
 */
const previousReleaseShareVisits = pgTable('share_visits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  shareId: uuid('share_id').notNull(),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
});

describe.each(testDatabaseKinds())('share visits, one row per link and day, on %s', (kind) => {
  const t = useTestApp(kind);

  const listedShare = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/shares', headers: t.admin }))
      .json<{ data: { items: Share[] } }>()
      .data.items.find((item) => item.id === id);

  it('keeps one row a day however often the link is opened, and counts every visit', async () => {
    const role = (await listRoles(t))[0] as Role;
    const ada = await seedCandidate(t, { role, name: 'Ada Visits', email: 'ada.v@test.example' });
    const { token, share } = await createTestShare(t, { candidateId: ada.id });
    const monday = Date.parse('2026-11-30T08:00:00Z');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        viewShare(t.database.db, token, new Date(monday + i * 60_000)),
      ),
    );
    const tuesday = new Date(Date.parse('2026-12-01T00:00:05Z'));
    await viewShare(t.database.db, token, tuesday);

    const rows = await t.database.db
      .select({ day: shareVisits.visitDay, visits: shareVisits.visits })
      .from(shareVisits)
      .where(eq(shareVisits.shareId, share.id))
      .orderBy(shareVisits.visitDay);
    expect(rows).toEqual([
      { day: '2026-11-30', visits: 30 },
      { day: '2026-12-01', visits: 1 },
    ]);
    expect(await listedShare(share.id)).toMatchObject({
      visits: 31,
      lastVisitAt: tuesday.toISOString(),
    });
  });

  it('still takes the previous release’s visits, a row each, and counts them with the new ones', async () => {
    const role = (await listRoles(t))[0] as Role;
    const ada = await seedCandidate(t, { role, name: 'Ada Upgrade', email: 'ada.u@test.example' });
    const { token, share } = await createTestShare(t, { candidateId: ada.id });
    const now = new Date();
    // The same day, the old release's inserts pass the new unique index (their day is null).
    await t.database.db
      .insert(previousReleaseShareVisits)
      .values({ shareId: share.id, visitedAt: now });
    await t.database.db
      .insert(previousReleaseShareVisits)
      .values({ shareId: share.id, visitedAt: now });
    await viewShare(t.database.db, token, now);
    await viewShare(t.database.db, token, now);
    const old = await t.database.db.execute(
      sql`select count(*)::int as n from share_visits where visit_day is null`,
    );
    expect((old as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    expect((await listedShare(share.id))?.visits).toBe(4);
  });
});
