import { describe, expect, it } from 'vitest';
import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import { toTimeline, type StoredEvent } from './review-timeline';

const START = Date.parse('2026-11-20T10:00:00.000Z');
const at = (seconds: number) => new Date(START + seconds * 1000);
const event = (kind: IntegrityEventKind, seconds: number, detail: string | null = null) =>
  ({ kind, occurredAt: at(seconds), detail }) satisfies StoredEvent;
const kinds = (events: StoredEvent[], added = []) =>
  toTimeline(events, added).map((entry) => [entry.kind, entry.durationMs]);

/** The timeline as reviewers read it (`docs/integrity.md`). */
describe('the integrity timeline', () => {
  it('folds each page_left with the page_opened after it into one reload', () => {
    const reloads = [0, 10, 20, 30, 40].flatMap((s) => [
      event('page_left', s),
      event('page_opened', s + 1),
    ]);
    expect(kinds([event('page_opened', -5), ...reloads])).toEqual(
      Array(5).fill(['reloaded', 1_000]),
    );
  });

  it('gives leaving the tab its duration, to the return or to the page opened again', () => {
    expect(
      kinds([
        event('tab_hidden', 0),
        event('tab_returned', 12),
        event('tab_hidden', 20),
        event('page_left', 25),
        event('page_opened', 80),
        event('tab_hidden', 100),
      ]),
    ).toEqual([
      ['tab_hidden', 12_000],
      ['tab_hidden', 60_000],
      ['reloaded', 55_000],
      ['tab_hidden', null],
    ]);
  });

  it('says a page was closed when it never opened again, and leaving the tab again ends nothing', () => {
    expect(kinds([event('tab_hidden', 0), event('tab_hidden', 5), event('page_left', 9)])).toEqual([
      ['tab_hidden', null],
      ['tab_hidden', null],
      ['page_left', null],
    ]);
  });

  it('adds each computer after the first, and does not read its opening as a reload', () => {
    const timeline = toTimeline(
      [event('page_left', 0), event('page_opened', 70)],
      [{ description: 'Firefox 133 on Windows', registeredAt: at(60) }],
    );
    expect(timeline).toEqual([
      { kind: 'page_left', occurredAt: at(0).toISOString(), detail: null, durationMs: null },
      {
        kind: 'device_added',
        occurredAt: at(60).toISOString(),
        detail: 'Firefox 133 on Windows',
        durationMs: null,
      },
    ]);
  });
});
