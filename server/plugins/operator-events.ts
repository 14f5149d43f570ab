import diagnostics_channel from 'node:diagnostics_channel';

/** Something an operator alerts on, told by the code where it happens (docs/deploying.md, "Metrics"). */
export type OperatorEvent =
  /** A mail or a webhook delivery given up for good: its last attempt failed, or it was refused. */
  | { kind: 'outbox-failed'; outbox: 'mail' | 'webhook' }
  /** An S3 call that failed: the command (e.g. `GetObject`) and the HTTP status, or `none`. */
  | { kind: 's3-error'; operation: string; status: string }
  /** Bytes of a recording this instance received and stored (a tus PATCH). */
  | { kind: 'upload-bytes'; bytes: number };

/**
 * Where those events are announced; the metrics listen. Publishing costs nothing while nobody
 * listens (METRICS_TOKEN unset), so the code paths that announce stay as fast as before.
 */
export const operatorEvents = diagnostics_channel.channel('prescreen:operator-events');

export function announce(event: OperatorEvent): void {
  if (operatorEvents.hasSubscribers) operatorEvents.publish(event);
}
