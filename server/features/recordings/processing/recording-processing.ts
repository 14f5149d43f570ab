import type { RecordingStore } from '../stores/recording-store';

/**
 * What turns finished uploads into seekable videos in the background: in this process on one
 * machine (`RecordingProcessor`), or through a job queue in PostgreSQL shared by several instances
 * (`SharedRecordingProcessor`).
 */
export interface RecordingProcessing {
  /** Where the recordings are kept (Submit Recording checks the video is there). */
  readonly files: RecordingStore;
  /** Picks up what finished before a start; called once the app is ready. */
  resume(): Promise<void>;
  /**
   * Hands a finished upload's recording to processing; never throws. `again`: it was processed (and
   * failed) before and a reviewer asked for another go, so a job it had is no reason to skip it.
   */
  enqueue(recordingId: string, options?: { again?: boolean }): void;
  /**
   * Calls `listener` when a recording's processing has ended for good: processed, refused, or
   * failed after its last attempt (the webhooks' `candidate.completed` waits for it).
   */
  onSettled(listener: (recordingId: string) => Promise<void>): void;
  /** Resolves when nothing this instance knows of is waiting or running (tests, benchmarks). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}
