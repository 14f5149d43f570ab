import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { findLatestRecording } from './review-detail.repository';
import { videoStateOf } from './review-video-state';

export interface StoredFile {
  /** Relative to the data folder. */
  key: string;
  contentType: string;
}

/** The browser plays what ffmpeg kept: WebM, or MP4 from Safari's recorder. */
function videoContentType(mimeType: string | null, container: string | null): string {
  const base = mimeType?.split(';')[0]?.trim().toLowerCase();
  if (base === 'video/webm' || base === 'video/mp4') return base;
  return container === 'mp4' ? 'video/mp4' : 'video/webm';
}

/** The candidate's processed video, or its poster; 404 when there is no ready video. */
export async function findVideoFile(
  db: Database,
  candidateId: string,
  part: 'video' | 'poster',
): Promise<StoredFile> {
  const recording = await findLatestRecording(db, candidateId);
  // Whether the role asked for a video does not matter here: only a ready one is served.
  if (videoStateOf(recording, true) !== 'ready') throw new AppError('video-missing');
  const key = part === 'video' ? recording?.storageKey : recording?.posterKey;
  if (!key) throw new AppError('video-missing');
  return {
    key,
    contentType:
      part === 'video'
        ? videoContentType(recording?.mimeType ?? null, recording?.container ?? null)
        : 'image/jpeg',
  };
}
