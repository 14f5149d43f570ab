import type { Page } from 'playwright-core';
import { TEXTS } from '../shared/texts';
import { RECORDING_CHUNK_INTERVAL_MS } from '../shared/constants';
import {
  CAMERA_VIDEO,
  PREFERRED_TYPES,
  VIDEO_BITS_PER_SECOND,
} from '../web/features/recording/lib/media-support';
import { createInvite, registerCandidate } from '../e2e/support/api';
import {
  button,
  candidateAtVideoStep,
  recordUntil,
  submittedRecording,
} from '../e2e/support/video-step';
import { throttle, type NetworkProfile } from './network-profiles';

export interface UploadTiming {
  /** From End Recording to the server holding the last byte. */
  endToCompleteMs: number;
  bytes: number | null;
}

/**
 * The product as it is: the candidate's recorder page streams each 1 s chunk while recording.
 * The figure is the one the page itself measures and sends with Submit Recording.
 */
export async function streamingUpload(
  page: Page,
  serverUrl: string,
  profile: NetworkProfile,
  seconds: number,
): Promise<UploadTiming> {
  await candidateAtVideoStep(page, serverUrl, `stream-${Date.now()}@bench.example`);
  await throttle(page, profile);
  const submitted = submittedRecording(page, 0);
  await button(page, TEXTS.recorder.start).click();
  await recordUntil(page, seconds);
  await button(page, TEXTS.recorder.end).click();
  await page.getByRole('dialog', { name: TEXTS.recorder.completedTitle }).waitFor();
  await button(page, TEXTS.recorder.submit).click({ timeout: 0 });
  return { endToCompleteMs: (await submitted).endToCompleteMs, bytes: null };
}

/**
 * The usual alternative: the same recorder keeps the chunks in memory and uploads the whole file
 * after End Recording, in one request to the same tus endpoint.
 */
export async function wholeFileUpload(
  page: Page,
  serverUrl: string,
  profile: NetworkProfile,
  seconds: number,
): Promise<UploadTiming> {
  const { code } = await createInvite(serverUrl);
  const unique = await registerCandidate(serverUrl, code, `whole-${Date.now()}@bench.example`);
  await page.goto(`${serverUrl}/`);
  await throttle(page, profile);
  return page.evaluate(
    async ({ token, seconds, chunkMs, bitrate, video, types }) => {
      // The product's own recorder settings, passed in: this function runs inside the page.
      const stream = await navigator.mediaDevices.getUserMedia({ video, audio: true });
      const mimeType = types.find((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: bitrate });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      recorder.start(chunkMs);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const endedAt = performance.now();
      recorder.stop();
      await stopped;
      const file = new Blob(chunks, { type: recorder.mimeType });
      const auth = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
      const created = await fetch('/api/recordings/uploads', {
        method: 'POST',
        headers: {
          ...auth,
          'Upload-Length': String(file.size),
          'Upload-Metadata': `filetype ${btoa(recorder.mimeType)}`,
        },
      });
      const location = created.headers.get('Location');
      if (!location) throw new Error(`The upload was not created: ${created.status}`);
      const sent = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...auth,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        body: file,
      });
      if (sent.status !== 204) throw new Error(`The upload failed: ${sent.status}`);
      stream.getTracks().forEach((track) => track.stop());
      return { endToCompleteMs: Math.round(performance.now() - endedAt), bytes: file.size };
    },
    {
      token: unique,
      seconds,
      chunkMs: RECORDING_CHUNK_INTERVAL_MS,
      bitrate: VIDEO_BITS_PER_SECOND,
      video: CAMERA_VIDEO,
      types: PREFERRED_TYPES.video,
    },
  );
}
