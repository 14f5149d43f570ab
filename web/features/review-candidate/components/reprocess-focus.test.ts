// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { settle, testQueryClient, userDoes } from '../../../test/render-hook';
import { theme } from '../../../theme';
import { MediaAnswer, type AnswerRecording } from './media-answer';
import { VideoSection } from './video-section';

// The page's English compiled, as the browser gets it.
vi.mock('../../../../shared/messages/workspace-review-candidate/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

// The server takes the request to process again at once.
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof import('../../../lib/api-client')>()),
  apiRequest: () =>
    Promise.resolve({ result: true, status: 'The recording is being processed again.' }),
}));
vi.mock('../../../lib/current-member', () => ({ useMayAccess: () => true }));

let root: Root | null = null;
let container: HTMLElement | null = null;
const client = testQueryClient();

async function show(page: ReactNode) {
  if (!container) {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  await act(() => {
    root?.render(
      createElement(
        QueryClientProvider,
        { client },
        createElement(MantineProvider, { theme }, page),
      ),
    );
    return Promise.resolve();
  });
  await settle();
  return container;
}

afterEach(async () => {
  await act(() => {
    root?.unmount();
    return Promise.resolve();
  });
  container?.remove();
  root = null;
  container = null;
});

async function pressTryAgain(page: HTMLElement) {
  const button = [...page.querySelectorAll('button')].find(
    (each) => each.textContent === 'Try processing again',
  );
  expect(button).toBeDefined();
  button?.focus();
  await userDoes(() => button?.click());
}

/** The focus is on the notice itself (not on the page's body, whose text holds it too). */
function expectFocusOn(page: HTMLElement, text: string) {
  const notice = [...page.querySelectorAll<HTMLElement>('.mantine-Alert-root')].find((each) =>
    each.textContent?.includes(text),
  );
  expect(notice).toBeDefined();
  expect(document.activeElement).toBe(notice);
}

const failedAnswer = {
  state: 'failed',
  failureReason: 'The file could not be read.',
  reprocessable: true,
  durationMs: null,
  interrupted: false,
} as unknown as AnswerRecording;

describe('Try processing again, once it succeeded', () => {
  it('moves the keyboard focus to the answer’s processing notice, not to the page’s start', async () => {
    const answer = (recording: AnswerRecording) =>
      createElement(MediaAnswer, {
        candidateId: 'c1',
        questionIndex: 1,
        media: 'audio',
        recording,
        name: 'Ada',
      });
    const page = await show(answer(failedAnswer));
    await pressTryAgain(page);
    // The page reads the candidate again: the answer is on its way.
    await show(answer({ ...failedAnswer, state: 'uploading' }));
    expectFocusOn(page, 'The recording is still being uploaded or processed.');
  });

  it('moves the keyboard focus to the introduction’s processing notice', async () => {
    const video = {
      state: 'failed',
      failureReason: 'The file could not be read.',
      reprocessable: true,
      interrupted: false,
      url: null,
      posterUrl: null,
      durationMs: null,
      sizeBytes: null,
    } as unknown as CandidateDetail['video'];
    const section = (state: CandidateDetail['video']) =>
      createElement(VideoSection, { video: state, name: 'Ada', candidateId: 'c1' });
    const page = await show(section(video));
    await pressTryAgain(page);
    await show(section({ ...video, state: 'uploading' }));
    expectFocusOn(page, 'The video is still being uploaded or processed.');
  });
});
