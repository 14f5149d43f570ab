// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasPractised, PracticeTake, rememberPractised } from './practice-take';

/** A MediaRecorder that hands over one chunk when stopped, as a browser does. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type.startsWith('audio/mp4') || type === 'video/mp4';
  state: RecordingState = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
    this.mimeType = options?.mimeType ?? '';
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['practice bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

describe('PracticeTake', () => {
  const network = {
    fetch: vi.fn(),
    send: vi.fn(),
    beacon: vi.fn(),
    socket: vi.fn(),
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('WebSocket', network.socket);
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(network.send);
    Object.defineProperty(navigator, 'sendBeacon', { value: network.beacon, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stops by itself after 5 seconds, keeps the take on the device and sends nothing', async () => {
    const take = new PracticeTake({} as MediaStream, 'audio');
    await vi.advanceTimersByTimeAsync(5000);
    const blob = await take.result;
    // Safari records audio as MP4: the take plays back as what it is.
    expect(blob.type).toBe('audio/mp4');
    expect(await blob.text()).toBe('practice bytes');
    expect(network.fetch).not.toHaveBeenCalled();
    expect(network.send).not.toHaveBeenCalled();
    expect(network.beacon).not.toHaveBeenCalled();
    expect(network.socket).not.toHaveBeenCalled();
  });

  it('stops early when asked', async () => {
    const take = new PracticeTake({} as MediaStream, 'video');
    await vi.advanceTimersByTimeAsync(1000);
    take.stop();
    expect((await take.result).type).toBe('video/mp4');
  });
});

describe('the practice remembered on this device', () => {
  beforeEach(() => localStorage.clear());

  it('is offered once per candidate and per kind of recording', () => {
    expect(hasPractised('invite-a', 'video')).toBe(false);
    rememberPractised('invite-a', 'video');
    expect(hasPractised('invite-a', 'video')).toBe(true);
    expect(hasPractised('invite-a', 'audio')).toBe(false);
    expect(hasPractised('invite-b', 'video')).toBe(false);
  });

  it('survives storage that holds something else', () => {
    localStorage.setItem('practiceTakes', '{not json');
    expect(hasPractised('invite-a', 'video')).toBe(false);
    rememberPractised('invite-a', 'video');
    expect(hasPractised('invite-a', 'video')).toBe(true);
  });
});
