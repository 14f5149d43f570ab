import {
  FALLBACK_TYPE,
  pickRecordingType,
  recorderOptions,
  type RecordedMedia,
} from './media-support';

/** How long a practice take runs at most: enough to say a sentence and hear it back. */
export const PRACTICE_SECONDS = 5;

/**
 * A practice take: recorded into the page's memory and played back from there. It has no upload
 * and no server: nothing of it leaves the device (docs/product.md#answer-types).
 */
export class PracticeTake {
  private readonly chunks: Blob[] = [];
  private readonly recorder: MediaRecorder;
  private readonly stopped: Promise<Blob>;
  private readonly limit: ReturnType<typeof setTimeout>;

  constructor(stream: MediaStream, media: RecordedMedia, seconds = PRACTICE_SECONDS) {
    const mimeType = pickRecordingType(media);
    this.recorder = new MediaRecorder(stream, recorderOptions(media, mimeType));
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
    const type = this.recorder.mimeType || mimeType || FALLBACK_TYPE[media];
    this.stopped = new Promise((resolve) => {
      this.recorder.onstop = () => resolve(new Blob(this.chunks, { type }));
    });
    this.recorder.start();
    this.limit = setTimeout(() => this.stop(), seconds * 1000);
  }

  /** Stops early (or at the limit); `result` then holds the take. */
  stop(): void {
    clearTimeout(this.limit);
    if (this.recorder.state !== 'inactive') this.recorder.stop();
  }

  /** The take, once it stopped: to play back through an object URL. */
  get result(): Promise<Blob> {
    return this.stopped;
  }

  /** Dropped unheard (the page moved on): stops without keeping anything. */
  discard(): void {
    this.recorder.ondataavailable = null;
    this.stop();
    this.chunks.length = 0;
  }
}

const PRACTISED_KEY = 'practiceTakes';

/**
 * Whether this candidate already tried their camera (or microphone) on this device. Kept in the
 * browser, not on the server: the practice is about this device, so a candidate who moves to
 * another one is offered it again there. Keyed by the invite, which is one candidate's.
 */
export function hasPractised(invite: string, media: RecordedMedia): boolean {
  return readPractised().includes(`${invite}:${media}`);
}

/** Remembers the practice as done (tried or skipped), so it is offered once. */
export function rememberPractised(invite: string, media: RecordedMedia): void {
  const entry = `${invite}:${media}`;
  const practised = readPractised();
  if (practised.includes(entry)) return;
  try {
    // The last few candidates on a shared computer are enough to remember.
    localStorage.setItem(PRACTISED_KEY, JSON.stringify([...practised, entry].slice(-20)));
  } catch {
    // Storage full or blocked: the practice is offered again next time, which is harmless.
  }
}

function readPractised(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PRACTISED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
