import { pause, type Traffic } from './resilient-request';
import { StreamingUpload } from './tus-client';
import { draftOf, type TypingCandidate } from './typing-candidate';

/** While recording, the browser sends what the recorder hands over: small pieces, often. */
export const RECORDING_PIECE_BYTES = 1024;
const RECORDING_PIECE_EVERY_MS = 150;

export interface Recorder {
  candidate: TypingCandidate;
  upload: StreamingUpload;
  /** Set when the candidate is to press End Recording. */
  endRequested: boolean;
  /** Upload finished and Submit Recording answered, whatever it answered. */
  settled: boolean;
  submitStatus: number | null;
}

/** Whether the recording still has pieces to stream before End Recording. */
export function streamingLeft(recorder: Recorder, video: Buffer): boolean {
  return !recorder.endRequested && recorder.upload.offset + RECORDING_PIECE_BYTES < video.length;
}

/**
 * The browser's flow for a candidate who records: the answers, the video step, then the
 * recording streamed while it is made until `endRequested`, End Recording (the rest of it, the
 * length declared with the last piece), and Submit Recording.
 */
export async function recordAndSubmit(
  recorder: Recorder,
  options: {
    questionCount: number;
    video: Buffer;
    recordedMs: number;
    traffic: Traffic;
  },
): Promise<void> {
  const { candidate, upload } = recorder;
  const { video, traffic } = options;
  for (let questionId = 0; questionId < options.questionCount; questionId += 1) {
    await candidate.saveAnswer(questionId, draftOf(candidate.label, questionId, 1));
  }
  await candidate.moveTo('video', options.questionCount - 1);
  await upload.create();
  while (!recorder.endRequested) {
    traffic.checkDeadline(`${candidate.label} recording`);
    // The last piece waits for End Recording, which declares the length with it.
    if (streamingLeft(recorder, video)) {
      await upload.sendUpTo(upload.offset + RECORDING_PIECE_BYTES, RECORDING_PIECE_BYTES);
    }
    await pause(RECORDING_PIECE_EVERY_MS);
  }
  await upload.finish();
  const response = await upload.submit(options.recordedMs);
  recorder.submitStatus = response.status;
  await response.body?.cancel();
  recorder.settled = true;
}

/** A candidate who will record `video` through the browser's streaming upload. */
export function recorderOf(
  candidate: TypingCandidate,
  options: { baseUrl: string; video: Buffer; traffic: Traffic },
): Recorder {
  return {
    candidate,
    upload: new StreamingUpload({
      ...options,
      headers: candidate.headers(),
      mimeType: 'video/webm;codecs=vp8,opus',
    }),
    endRequested: false,
    settled: false,
    submitStatus: null,
  };
}

/**
 * The recorders record and submit while the typists type; the typists stop once every recorder
 * has settled. Resolves when all are done; rejects with the first candidate's failure.
 */
export function recordWhileOthersType(
  recorders: Recorder[],
  typists: TypingCandidate[],
  options: { questionCount: number; video: Buffer; recordedMs: number; traffic: Traffic },
): Promise<unknown> {
  let recordersSettled = false;
  const recording = Promise.all(
    recorders.map((recorder) => recordAndSubmit(recorder, options)),
  ).finally(() => (recordersSettled = true));
  const typing = Promise.all(
    typists.map((candidate) => candidate.typeUntil(() => recordersSettled, options.questionCount)),
  );
  return Promise.all([recording, typing]);
}
