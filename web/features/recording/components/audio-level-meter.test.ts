// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { AudioLevelMeter } from './audio-level-meter';

/** A voice getting louder each frame; the context starts suspended, as on iOS Safari. */
let loudness = 0;
const resumes: number[] = [];
class FakeAudioContext {
  state = 'suspended';
  createAnalyser() {
    return {
      fftSize: 0,
      getByteTimeDomainData: (samples: Uint8Array) => {
        loudness += 4;
        samples.fill(128 + Math.min(127, loudness));
      },
    };
  }
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  resume() {
    resumes.push(1);
    this.state = 'running';
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  loudness = 0;
  resumes.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderMeter() {
  const stream = { getAudioTracks: () => [{}] } as unknown as MediaStream;
  const { container, unmount } = await renderUi(
    createElement(AudioLevelMeter, { stream, label: 'Your microphone level' }),
  );
  const meter = () => container.querySelector('[role="meter"]');
  return { meter, unmount };
}

describe('the audio level meter', () => {
  it('moves every frame but tells a screen reader the level at most once a second', async () => {
    const { meter, unmount } = await renderMeter();
    const told = new Set<string | null>();
    for (let frame = 0; frame < 12; frame += 1) {
      await act(() => vi.advanceTimersByTime(80));
      told.add(meter()?.getAttribute('aria-valuenow') ?? null);
    }
    expect(Number(meter()?.getAttribute('data-level'))).toBeGreaterThan(0);
    // 960 ms: the level moved 12 times, the screen reader heard it at most once more.
    expect(told.size).toBeLessThanOrEqual(2);
    await unmount();
  });

  it('wakes a suspended audio context at the candidate’s first tap', async () => {
    const { unmount } = await renderMeter();
    expect(resumes).toHaveLength(0);
    document.dispatchEvent(new Event('pointerdown'));
    expect(resumes).toHaveLength(1);
    document.dispatchEvent(new Event('pointerdown'));
    expect(resumes).toHaveLength(1);
    await unmount();
  });
});
