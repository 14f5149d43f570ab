import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DataChanges, RecentLookups, dataChangesPlugin } from './data-changes';
import { announceAttempt } from './processing-attempts';

/** A lookup that counts its loads and answers the count. */
function countingLoad() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe('lookups remembered until data changes', () => {
  it('loads once while nothing changes, and again after any change', async () => {
    const changes = new DataChanges(true);
    const lookups = new RecentLookups<number>(changes, 10_000);
    const counter = countingLoad();
    expect(await lookups.get('a', counter.load)).toBe(1);
    expect(await lookups.get('a', counter.load)).toBe(1);
    changes.bump();
    expect(await lookups.get('a', counter.load)).toBe(2);
  });

  it('does not remember what it loaded while a change was under way', async () => {
    const changes = new DataChanges(true);
    const lookups = new RecentLookups<number>(changes, 10_000);
    const counter = countingLoad();
    await lookups.get('a', async () => {
      changes.bump();
      return counter.load();
    });
    expect(await lookups.get('a', counter.load)).toBe(2);
  });

  it('looks again once its time is up, even with no change', async () => {
    let now = 0;
    const lookups = new RecentLookups<number>(new DataChanges(true), 1000, 10, () => now);
    const counter = countingLoad();
    await lookups.get('a', counter.load);
    now = 999;
    expect(await lookups.get('a', counter.load)).toBe(1);
    now = 1000;
    expect(await lookups.get('a', counter.load)).toBe(2);
  });

  it('never remembers without a sole writer (PostgreSQL, maybe several instances)', async () => {
    const lookups = new RecentLookups<number>(new DataChanges(false), 10_000);
    const counter = countingLoad();
    await lookups.get('a', counter.load);
    expect(await lookups.get('a', counter.load)).toBe(2);
  });

  it('counts each change request and each processed recording', async () => {
    const app = Fastify();
    await app.register(dataChangesPlugin, { soleWriter: true });
    app.get('/read', async () => 'read');
    app.post('/change', async () => 'changed');
    await app.ready();
    const before = app.dataChanges.epoch;
    await app.inject({ method: 'GET', url: '/read' });
    expect(app.dataChanges.epoch).toBe(before);
    await app.inject({ method: 'POST', url: '/change' });
    // When it came in and when its answer was done.
    expect(app.dataChanges.epoch).toBe(before + 2);
    announceAttempt({ outcome: 'processed', seconds: 1 });
    expect(app.dataChanges.epoch).toBe(before + 3);
    await app.close();
  });
});
