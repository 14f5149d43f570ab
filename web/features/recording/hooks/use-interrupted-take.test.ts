// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterruptedRecording } from '../../../../shared/interrupted-recording.schema';
import { renderHook, type RenderedHook } from '../../../test/render-hook';
import { useInterruptedTake } from './use-interrupted-take';

type Take = ReturnType<typeof useInterruptedTake>;

/** The server's side: how many times it was asked, and what it holds at each ask. */
let asks = 0;
let holds: () => InterruptedRecording | null = () => null;
const ask = () => {
  asks += 1;
  return Promise.resolve(holds());
};

/** A take still being recorded in another tab: its saved part grows at every ask. */
const growing = () => ({ uploadId: 'a'.repeat(32), savedBytes: 1000 * asks, savedMs: asks * 1000 });
/** A take cut short: the same bytes at every ask. */
const stillTake = { uploadId: 'b'.repeat(32), savedBytes: 5000, savedMs: 4000 };

let rendered: RenderedHook<Take> | null = null;

async function waitSeconds(seconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(seconds * 1000));
}

beforeEach(() => {
  asks = 0;
  holds = () => null;
  vi.useFakeTimers();
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = null;
  vi.useRealTimers();
});

describe('looking for a take cut short', () => {
  it('offers a saved part that holds still, and stops checking', async () => {
    holds = () => stillTake;
    rendered = await renderHook(() => useInterruptedTake(ask, true));
    expect(rendered.current.checking).toBe(true);
    await waitSeconds(4);
    expect(rendered.current.interrupted).toEqual(stillTake);
    expect(rendered.current.checking).toBe(false);
  });

  it('asks the server no more once the page has left (no probe after unmount)', async () => {
    holds = growing;
    rendered = await renderHook(() => useInterruptedTake(ask, true));
    await waitSeconds(1);
    expect(asks).toBe(1);
    await rendered.unmount();
    rendered = null;
    await waitSeconds(30);
    expect(asks).toBe(1);
  });

  it('asks the server no more once the look is called off (Restart Camera, Record again)', async () => {
    holds = growing;
    rendered = await renderHook(() => useInterruptedTake(ask, true));
    await waitSeconds(4);
    expect(asks).toBe(2);
    act(() => {
      rendered?.current.forget();
    });
    await waitSeconds(30);
    expect(asks).toBe(2);
    expect(rendered.current.interrupted).toBeNull();
  });

  it('holds the page on the check when asked to (a refused submission), until the look ends', async () => {
    rendered = await renderHook(() => useInterruptedTake(ask, false));
    expect(rendered.current.checking).toBe(false);
    holds = () => stillTake;
    act(() => {
      rendered?.current.lookAgain({ hold: true });
    });
    expect(rendered.current.checking).toBe(true);
    await waitSeconds(4);
    expect(rendered.current.checking).toBe(false);
    expect(rendered.current.interrupted).toEqual(stillTake);
  });

  it('leaves the page as it is on a plain look (the stopped recorder stays under the offer)', async () => {
    rendered = await renderHook(() => useInterruptedTake(ask, false));
    holds = () => stillTake;
    act(() => {
      rendered?.current.lookAgain();
    });
    expect(rendered.current.checking).toBe(false);
    await waitSeconds(4);
    expect(rendered.current.interrupted).toEqual(stillTake);
  });
});
