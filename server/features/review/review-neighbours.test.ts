import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CandidateListQuerySchema, type CandidateNeighbours } from '../../../shared/review.schema';
import type { Role } from '../../../shared/roles.schema';
import type { CandidateListBody } from '../../test/api-bodies';
import { candidates } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-databases';
import { saveOwnScore } from '../scores/scores-test-helpers';
import { selectPageAfter, type PageRow } from './review-keyset';
import { findCandidateNeighbours } from './review-neighbours.repository';
import { listRoles, seedCandidate } from './review-test-seed';

/**
 * Previous / Next (and the CSV export's batches) are found by ranking a short list whole, or from the candidate's own keys in a
 * longer one (review-neighbours.repository.ts, here with a bound of 2 and 3), the page by the
 * list's order: for every candidate, in every sort, both directions and with a filter, the
 * neighbours must be the rows either side of it on the list, ties and missing keys included.
 */
describe.each(testDatabaseKinds())('Previous / Next against the list on %s', (kind) => {
  const t = useTestApp(kind, {}, { resetBeforeEach: false });
  /** Scores (null: none) and completion (minutes ago; null: not finished), registered in order. */
  const PEOPLE: [string, number | null, number | null][] = [
    ['Ann', 4, 30],
    ['Ben', null, 30],
    ['Cas', 4, null],
    ['Dee', 2, 10],
    ['Eli', null, null],
    ['Fay', 4, 30],
    ['Gus', 5, null],
  ];
  const completedAt = new Date(Date.now() - 3_600_000);

  beforeAll(async () => {
    const [role] = (await listRoles(t)) as [Role];
    for (const [name, score, minutesAgo] of PEOPLE) {
      const { id } = await seedCandidate(t, { role, name, email: `${name}@test.example` });
      if (score !== null) await saveOwnScore(t, id, score);
      if (minutesAgo !== null) {
        // The same moment for equal minutes: equal keys, broken by registration time and id.
        const at = new Date(completedAt.getTime() - minutesAgo * 60_000);
        await t.database.db
          .update(candidates)
          .set({ completedAt: at })
          .where(eq(candidates.id, id));
      }
      if (name === 'Cas' || name === 'Dee') {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/candidates/${id}/review`,
          headers: t.admin,
          payload: { status: 'shortlisted', baseVersion: 0 },
        });
        expect(response.statusCode).toBe(200);
      }
    }
  });

  const get = async <Body>(url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: t.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Body }>().data;
  };

  for (const sort of ['registered', 'completed', 'score']) {
    for (const order of ['asc', 'desc']) {
      for (const filter of ['', '&status=new']) {
        it(`sort=${sort}&order=${order}${filter}`, async () => {
          const search = `sort=${sort}&order=${order}${filter}`;
          const list = await get<CandidateListBody['data']>(
            `/api/admin/candidates?${search}&pageSize=100`,
          );
          const ids = list.items.map((item) => item.id);
          expect(ids.length).toBe(filter ? 5 : 7);
          const walked = await Promise.all(
            ids.map((id) =>
              get<CandidateNeighbours>(`/api/admin/candidates/${id}/neighbours?${search}`),
            ),
          );
          // Counted within 2 (then 3) candidates of either end of the whole list in this order.
          const everyone = (
            await get<CandidateListBody['data']>(
              `/api/admin/candidates?sort=${sort}&order=${order}&pageSize=100`,
            )
          ).items.map((item) => item.id);
          const filters = CandidateListQuerySchema.parse(
            Object.fromEntries(new URLSearchParams(search)),
          );
          for (const bound of [2, 3]) {
            const bounded = await Promise.all(
              ids.map((id) =>
                findCandidateNeighbours(t.database.db, filters, id, ids.length, bound),
              ),
            );
            const nearAnEnd = (id: string) => {
              const index = everyone.indexOf(id);
              return Math.min(index, everyone.length - 1 - index) < bound;
            };
            expect(bounded).toEqual(
              ids.map((id, index) => ({
                previousId: ids[index - 1] ?? null,
                nextId: ids[index + 1] ?? null,
                position: nearAnEnd(id) ? index + 1 : null,
              })),
            );
          }
          expect(walked).toEqual(
            ids.map((_, index) => ({
              previousId: ids[index - 1] ?? null,
              nextId: ids[index + 1] ?? null,
              position: index + 1,
              total: ids.length,
            })),
          );
          // The CSV export's batches by keyset (here of 2 and 3) walk the same list.
          for (const size of [2, 3]) {
            const walkedInPages: string[] = [];
            let last: PageRow | null = null;
            for (let page = 0; page < 10; page += 1) {
              const rows: PageRow[] = await selectPageAfter(t.database.db, filters, last, size);
              if (rows.length === 0) break;
              walkedInPages.push(...rows.map((row) => row.id));
              last = rows.at(-1) ?? null;
            }
            expect(walkedInPages).toEqual(ids);
          }
        });
      }
    }
  }
});
