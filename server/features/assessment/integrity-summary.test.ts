import { beforeEach, describe, expect, it } from 'vitest';
import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import type { CandidateDetailBody, CandidateListBody } from '../../test/api-bodies';
import { useTestApp } from '../../test/test-app';
import { registerTestCandidate } from '../../test/test-candidates';
import { testDatabaseKinds } from '../../test/test-databases';

/**
 * The list's integrity summary (`docs/integrity.md`): pastes, and the time away from the tab over
 * how many times, kept with each event; a reload is never an absence, and opening the page again
 * after leaving the tab closes that absence.
 */
describe.each(testDatabaseKinds())('the integrity summary on %s', (kind) => {
  let me: Awaited<ReturnType<typeof registerTestCandidate>>;
  const start = Date.now() - 60 * 60 * 1000;
  const at = (ms: number) => new Date(start + ms).toISOString();

  const t = useTestApp(kind);
  beforeEach(async () => {
    me = await registerTestCandidate(t);
  });

  const send = (kindOf: IntegrityEventKind, occurredAt?: string, detail?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assessment/events',
      headers: me.auth,
      payload: { kind: kindOf, ...(occurredAt ? { occurredAt } : {}), detail },
    });
  const sendAll = async (events: [IntegrityEventKind, number][]) => {
    for (const [kindOf, ms] of events) {
      const response = await send(kindOf, at(ms));
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const summary = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: t.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CandidateListBody>().data.items[0]?.integrity;
  };
  const timeline = async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/candidates',
      headers: t.admin,
    });
    const id = list.json<CandidateListBody>().data.items[0]?.id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/candidates/${id}`,
      headers: t.admin,
    });
    return response.json<CandidateDetailBody>().data.events;
  };

  it('counts pastes, and each time away with its length when the candidate comes back', async () => {
    await send('paste', at(500), '412 characters');
    await sendAll([
      ['tab_hidden', 1_000],
      ['tab_returned', 13_000],
      ['blocked_key', 14_000],
      ['tab_hidden', 20_000],
      ['tab_returned', 21_500],
    ]);
    await send('paste', at(22_000), '3 characters');
    expect(await summary()).toEqual({ pastes: 2, awayCount: 2, awayMs: 13_500 });
  });

  it('counts five reloads as no time away, and the timeline reads them as reloads', async () => {
    for (let reload = 0; reload < 5; reload += 1) {
      await sendAll([
        ['page_left', reload * 10_000],
        ['page_opened', reload * 10_000 + 900],
      ]);
    }
    expect(await summary()).toEqual({ pastes: 0, awayCount: 0, awayMs: 0 });
    const events = await timeline();
    expect(events.map((event) => event.kind)).toEqual(Array(5).fill('reloaded'));
    expect(events.every((event) => event.durationMs === 900)).toBe(true);
  });

  it('measures an absence ended by opening the page again (a reload, a discarded tab)', async () => {
    await sendAll([
      ['page_opened', 0],
      ['tab_hidden', 1_000],
      ['page_left', 9_000],
      ['page_opened', 11_000],
      // Back on the tab already: nothing more to count.
      ['tab_returned', 12_000],
      // A discarded tab: no page_left, the page opens again.
      ['tab_hidden', 20_000],
      ['page_opened', 50_000],
    ]);
    expect(await summary()).toEqual({ pastes: 0, awayCount: 2, awayMs: 40_000 });
    expect(await timeline()).toEqual([
      { kind: 'tab_hidden', occurredAt: at(1_000), detail: null, durationMs: 10_000 },
      { kind: 'reloaded', occurredAt: at(9_000), detail: null, durationMs: 2_000 },
      { kind: 'tab_hidden', occurredAt: at(20_000), detail: null, durationMs: 30_000 },
    ]);
  });

  it('never counts a negative time, nor one stretched by a browser clock running fast', async () => {
    await sendAll([
      ['tab_hidden', 5_000],
      // Said to be before the leave: it closes nothing.
      ['tab_returned', 4_000],
    ]);
    expect(await summary()).toEqual({ pastes: 0, awayCount: 0, awayMs: 0 });
    const sentFrom = Date.now();
    await send('tab_returned', new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString());
    const sentBy = Date.now();
    const fast = await summary();
    expect(fast?.awayCount).toBe(1);
    // Measured to the server's now when the return arrived, not to three hours later.
    const leftAt = Date.parse(at(5_000));
    expect(fast?.awayMs).toBeGreaterThanOrEqual(sentFrom - leftAt - 1_000);
    expect(fast?.awayMs).toBeLessThanOrEqual(sentBy - leftAt + 1_000);
  });

  it('counts one absence once when two returns arrive at the same moment', async () => {
    await sendAll([['tab_hidden', 1_000]]);
    const returns = await Promise.all([
      send('tab_returned', at(3_000)),
      send('page_opened', at(3_000)),
    ]);
    expect(returns.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await summary()).toEqual({ pastes: 0, awayCount: 1, awayMs: 2_000 });
  });

  it('refuses a malformed event with 400 and counts nothing for it', async () => {
    await send('paste', at(1_000), '5 characters');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/assessment/events',
      headers: me.auth,
      payload: { kind: 'paste', detail: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ result: false });
    expect(await summary()).toEqual({ pastes: 1, awayCount: 0, awayMs: 0 });
  });
});
