import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareVisits } from '../../db/schema';
import { createAppOnDatabase, useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { insertTestRole } from '../../test/test-roles';
import { seedCandidate } from '../review/review-test-seed';
import { recordShareVisit } from './shares.repository';
import { createTestShare } from './shares-test-support';
import { SHARE_VISIT_RETENTION_DAYS } from './share-visits-sweep';

describe.each(testDatabaseKinds())('old share visits on %s', (kind) => {
  const t = useTestApp(kind);

  const DAY_MS = 24 * 60 * 60 * 1000;

  it(`are deleted when the app starts once older than ${SHARE_VISIT_RETENTION_DAYS} days; younger ones stay`, async () => {
    await insertTestRole(t, { id: 'zsv' });
    const ada = await seedCandidate(t, {
      role: { id: 'zsv' } as Parameters<typeof seedCandidate>[1]['role'],
      name: 'Ada Shared',
      email: 'ada@shared.example',
    });
    const { token, share } = await createTestShare(t, { candidateId: ada.id });
    const visit = await t.app.inject({ method: 'GET', url: `/api/shares/${token}` });
    expect(visit.statusCode, visit.body).toBe(200);
    // Visits as the public page records them, on days long past.
    const now = Date.now();
    for (const days of [
      SHARE_VISIT_RETENTION_DAYS + 30,
      SHARE_VISIT_RETENTION_DAYS + 1,
      SHARE_VISIT_RETENTION_DAYS - 1,
    ])
      await recordShareVisit(t.database.db, share.id, new Date(now - days * DAY_MS));
    const daysAgo = () =>
      t.database.db
        .select({ days: sql<number>`extract(day from now() - ${shareVisits.visitedAt})::int` })
        .from(shareVisits)
        .where(eq(shareVisits.shareId, share.id))
        .orderBy(shareVisits.visitedAt);
    expect(await daysAgo()).toHaveLength(4);

    // Another instance starting on the same database sweeps as it starts.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-visits-'));
    const other = await createAppOnDatabase(t.database, dataDir);
    await other.close();

    expect((await daysAgo()).map((row) => row.days)).toEqual([SHARE_VISIT_RETENTION_DAYS - 1, 0]);
  });
});
