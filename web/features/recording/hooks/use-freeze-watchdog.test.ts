// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, type RenderedHook } from '../../../test/render-hook';
import type { RecordedMedia } from '../lib/media-support';
import { useFreezeWatchdog } from './use-freeze-watchdog';

/** A microphone's or camera's track: its events and state, as a browser's. */
class FakeTrack extends EventTarget {
  readyState: MediaStreamTrackState = 'live';
  /** The headset is unplugged: the browser ends the track and says so. */
  unplug() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

function streamWith(kind: 'audio' | 'video', track: FakeTrack): MediaStream {
  return {
    getAudioTracks: () => (kind === 'audio' ? [track] : []),
    getVideoTracks: () => (kind === 'video' ? [track] : []),
  } as unknown as MediaStream;
}

let frozen: string[] = [];
let rendered: RenderedHook<void> | null = null;

async function watch(media: RecordedMedia, track: FakeTrack, active = true) {
  rendered = await renderHook(() =>
    useFreezeWatchdog({
      active,
      stream: streamWith(media, track),
      video: null,
      media,
      onFrozen: (reason) => frozen.push(reason),
    }),
  );
}

beforeEach(() => {
  frozen = [];
  vi.useFakeTimers();
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = null;
  vi.useRealTimers();
});

describe('the freeze watchdog on an audio answer', () => {
  it('stops the take when the microphone is unplugged mid-take, though there is no picture', async () => {
    const track = new FakeTrack();
    await watch('audio', track);
    act(() => track.unplug());
    expect(frozen).toEqual(['the microphone stopped']);
  });

  it('stops the take when the system keeps the microphone muted for seconds', async () => {
    const track = new FakeTrack();
    await watch('audio', track);
    act(() => {
      track.dispatchEvent(new Event('mute'));
      vi.advanceTimersByTime(3000);
    });
    expect(frozen).toEqual(['the microphone stopped sending sound']);
  });

  it('keeps the take through a mute that ends within a second (a call, Siri, a Bluetooth switch)', async () => {
    const track = new FakeTrack();
    await watch('audio', track);
    act(() => {
      track.dispatchEvent(new Event('mute'));
      vi.advanceTimersByTime(1000);
      track.dispatchEvent(new Event('unmute'));
      vi.advanceTimersByTime(10_000);
    });
    expect(frozen).toEqual([]);
  });

  it('notices a microphone that ended without an event, within a couple of seconds', async () => {
    const track = new FakeTrack();
    await watch('audio', track);
    track.readyState = 'ended';
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(frozen[0]).toBe('the microphone stopped');
  });

  it('lets a candidate think in silence: a live microphone is never a freeze', async () => {
    await watch('audio', new FakeTrack());
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(frozen).toEqual([]);
  });

  it('watches nothing before the take starts or after it ends', async () => {
    const track = new FakeTrack();
    await watch('audio', track, false);
    act(() => track.unplug());
    expect(frozen).toEqual([]);
  });

  it("still counts a video's frames: a picture standing still for seconds is a freeze", async () => {
    const preview = document.createElement('video');
    rendered = await renderHook(() =>
      useFreezeWatchdog({
        active: true,
        stream: streamWith('video', new FakeTrack()),
        video: preview,
        media: 'video',
        onFrozen: (reason) => frozen.push(reason),
      }),
    );
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(frozen[0]).toBe('no new frames');
  });
});

describe('the freeze watchdog on a video answer', () => {
  async function watchVideo(track: FakeTrack) {
    rendered = await renderHook(() =>
      useFreezeWatchdog({
        active: true,
        stream: streamWith('video', track),
        video: document.createElement('video'),
        media: 'video',
        onFrozen: (reason) => frozen.push(reason),
      }),
    );
  }

  it('stops the take when the camera stays muted for seconds', async () => {
    const track = new FakeTrack();
    await watchVideo(track);
    act(() => {
      track.dispatchEvent(new Event('mute'));
      vi.advanceTimersByTime(3000);
    });
    expect(frozen).toEqual(['the camera stopped sending pictures']);
  });

  it('keeps the take through a camera mute that ends within a second', async () => {
    const track = new FakeTrack();
    await watchVideo(track);
    act(() => {
      track.dispatchEvent(new Event('mute'));
      vi.advanceTimersByTime(1000);
      track.dispatchEvent(new Event('unmute'));
      vi.advanceTimersByTime(2000);
    });
    expect(frozen).toEqual([]);
  });
});
