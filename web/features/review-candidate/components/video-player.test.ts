// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../theme';
import { VideoPlayer } from './video-player';

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function show(src: string) {
  act(() =>
    root?.render(
      createElement(
        MantineProvider,
        { theme },
        createElement(VideoPlayer, { src, poster: null, label: 'Video of Fay' }),
      ),
    ),
  );
}

/** The browser has read the recording's size from its first bytes. */
function loaded(width: number, height: number) {
  const video = document.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
  Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
  act(() => {
    video.dispatchEvent(new Event('loadedmetadata'));
  });
}

const drawnShape = () => (document.querySelector('video') as HTMLVideoElement).style.aspectRatio;

describe("the reviewer's video player", () => {
  it("draws each recording in its own shape, 16:9 until it is known, the next candidate's too", () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    show('/api/admin/candidates/a/video');
    expect(drawnShape()).toBe('16 / 9');
    loaded(720, 1280);
    expect(drawnShape()).toBe('720 / 1280');

    // The next candidate, in the same player: not the last one's portrait shape.
    show('/api/admin/candidates/b/video');
    expect(drawnShape()).toBe('16 / 9');
    loaded(1280, 720);
    expect(drawnShape()).toBe('1280 / 720');
  });
});
