import type { IntegrityEventKind } from '../../../shared/assessment.schema';
import type { TimelineEvent } from '../../../shared/review.schema';

export interface StoredEvent {
  kind: IntegrityEventKind;
  detail: string | null;
  occurredAt: Date;
}

/**
 * The integrity events as a short timeline: each time the candidate left the tab carries how long
 * they were away (to the tab_returned that follows it, before they left again); the returns
 * themselves are folded into those durations.
 */
export function toTimeline(events: StoredEvent[]): TimelineEvent[] {
  const timeline: TimelineEvent[] = [];
  events.forEach((event, index) => {
    if (event.kind === 'tab_returned') return;
    let durationMs: number | null = null;
    if (event.kind === 'tab_hidden') {
      const later = events.slice(index + 1);
      const next = later.find(
        (other) => other.kind === 'tab_hidden' || other.kind === 'tab_returned',
      );
      if (next?.kind === 'tab_returned') {
        durationMs = Math.max(0, next.occurredAt.getTime() - event.occurredAt.getTime());
      }
    }
    timeline.push({
      kind: event.kind,
      occurredAt: event.occurredAt.toISOString(),
      detail: event.detail,
      durationMs,
    });
  });
  return timeline;
}
