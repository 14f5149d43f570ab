// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../theme';
import { VideoPlayer } from './video-player';

// The page's English compiled, as the browser gets it.
vi.mock('../../../../shared/messages/workspace-review-candidate/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * Awaited: the player reads its words with `use`, and React's `act` stops flushing a render that
 * used a promise until it is awaited (the shape's update would not be drawn).
 */
async function show(src: string) {
  await act(() => {
    root?.render(
      createElement(
        MantineProvider,
        { theme },
        createElement(VideoPlayer, { src, poster: null, label: 'Video of Fay' }),
      ),
    );
    return Promise.resolve();
  });
}

/** The browser has read the recording's size from its first bytes. */
async function loaded(width: number, height: number) {
  const video = document.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
  Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
  await act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
    return Promise.resolve();
  });
}

const drawnShape = () => (document.querySelector('video') as HTMLVideoElement).style.aspectRatio;

describe("the reviewer's video player", () => {
  it("draws each recording in its own shape, 16:9 until it is known, the next candidate's too", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await show('/api/admin/candidates/a/video');
    expect(drawnShape()).toBe('16 / 9');
    await loaded(720, 1280);
    expect(drawnShape()).toBe('720 / 1280');

    // The next candidate, in the same player: not the last one's portrait shape.
    await show('/api/admin/candidates/b/video');
    expect(drawnShape()).toBe('16 / 9');
    await loaded(1280, 720);
    expect(drawnShape()).toBe('1280 / 720');
  });
});
