import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import type { TimelineEvent } from '../../../shared/review.schema';

export interface StoredEvent {
  kind: IntegrityEventKind;
  detail: string | null;
  occurredAt: Date;
}

/** A registration after the first: the candidate went on in another browser (`docs/integrity.md`). */
export interface AddedDevice {
  /** "Chrome 131 on Linux", or null when the browser sent no details. */
  description: string | null;
  registeredAt: Date;
}

type Entry = StoredEvent | { kind: 'device_added'; detail: string | null; occurredAt: Date };

const spanBetween = (from: Entry, to: Entry) =>
  Math.max(0, to.occurredAt.getTime() - from.occurredAt.getTime());

/**
 * Where the candidate came back after leaving the tab at `index`: the next return to the tab or
 * opening of the page, unless they left the tab again first. The same rule as the summary counts
 * (`integrity-events.repository.ts`).
 */
function returnAfter(entries: Entry[], index: number): Entry | undefined {
  const next = entries
    .slice(index + 1)
    .find((other) => ['tab_hidden', 'tab_returned', 'page_opened'].includes(other.kind));
  return next && next.kind !== 'tab_hidden' ? next : undefined;
}

/**
 * The page opened again after the `page_left` at `index` (a reload, or closing it and coming back),
 * unless the page was left again first or the candidate registered on another computer between.
 */
function reopeningAfter(entries: Entry[], index: number): Entry | undefined {
  const next = entries
    .slice(index + 1)
    .find((other) => ['page_left', 'page_opened', 'device_added'].includes(other.kind));
  return next?.kind === 'page_opened' ? next : undefined;
}

/**
 * The integrity events as reviewers read them (`docs/integrity.md`): each time the candidate left
 * the tab carries how long they were away; returns are folded into those durations; leaving the
 * page and opening it again is one `reloaded`; opening the page otherwise (the first time, on
 * another computer) says nothing of its own; each computer after the first is `device_added`.
 */
export function toTimeline(
  events: StoredEvent[],
  addedDevices: AddedDevice[] = [],
): TimelineEvent[] {
  const entries: Entry[] = [
    ...events,
    ...addedDevices.map((added) => ({
      kind: 'device_added' as const,
      detail: added.description,
      occurredAt: added.registeredAt,
    })),
  ];
  // Stable: events at the same instant keep their stored order.
  entries.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const consumed = new Set<Entry>();
  const timeline: TimelineEvent[] = [];
  entries.forEach((entry, index) => {
    if (entry.kind === 'tab_returned' || consumed.has(entry)) return;
    let kind: TimelineEvent['kind'] = entry.kind;
    let durationMs: number | null = null;
    if (entry.kind === 'tab_hidden') {
      const back = returnAfter(entries, index);
      if (back) durationMs = spanBetween(entry, back);
    } else if (entry.kind === 'page_left') {
      const reopened = reopeningAfter(entries, index);
      if (reopened) {
        consumed.add(reopened);
        kind = 'reloaded';
        durationMs = spanBetween(entry, reopened);
      }
    } else if (entry.kind === 'page_opened') {
      return;
    }
    timeline.push({
      kind,
      occurredAt: entry.occurredAt.toISOString(),
      detail: entry.detail,
      durationMs,
    });
  });
  return timeline;
}
