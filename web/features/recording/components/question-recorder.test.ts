// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentState, MediaProgress } from '../../../../shared/assessment.schema';
import { ApiError, OFFLINE_TEXT } from '../../../lib/api-client';
import { settle, testQueryClient } from '../../../test/render-hook';
import { renderUi } from '../../../test/render-ui';
import { CHECKING_SHOWN_AFTER_MS } from './checking-saved-take';
import { QuestionRecorder } from './question-recorder';

/** Each GET /api/assessment, played by the test in order. */
const answers = vi.hoisted(() => [] as (() => Promise<unknown>)[]);
vi.mock('../../../lib/assessment-state', () => ({
  getAssessment: () => (answers.shift() ?? (() => new Promise(() => undefined)))(),
}));
vi.mock('../../../lib/candidate-storage', () => ({
  readCandidateSession: () => ({ unique: 'secret' }),
  readStoredInviteCode: () => 'invite',
}));
// The look for a take cut short never answers: the page stays on its check.
vi.mock('../api/interrupted-recording', () => ({
  getInterruptedAnswer: () => new Promise(() => undefined),
  discardInterruptedRecording: () => Promise.resolve(),
  submitInterruptedAnswer: () => new Promise(() => undefined),
}));
vi.mock('../lib/practice-take', () => ({
  hasPractised: () => false,
  rememberPractised: () => undefined,
}));

const stateWith = (media: MediaProgress) =>
  ({
    role: { settings: { thinkingSeconds: 0 } },
    progress: { media: [media] },
  }) as unknown as AssessmentState;
const fresh: MediaProgress = {
  questionId: 2,
  media: 'video',
  takesLeft: 2,
  pendingRecording: null,
  submitted: null,
};

let cleanup: () => Promise<void> = () => Promise.resolve();
beforeEach(() => {
  answers.length = 0;
});
afterEach(() => cleanup());

async function renderRecorder(submitted: boolean) {
  const { container, unmount } = await renderUi(
    createElement(QuestionRecorder, {
      questionId: 2,
      form: { type: 'video', maxSeconds: 60, takes: 3 },
      submitted,
      onSubmitted: () => undefined,
      onSessionInvalid: () => undefined,
    }),
    { client: testQueryClient() },
  );
  await settle();
  cleanup = unmount;
  return container;
}

describe('the recorder of a video question', () => {
  it('shows a recording submitted earlier on this page as submitted, not a new take', async () => {
    const loaded = stateWith(fresh);
    answers.push(() => Promise.resolve(loaded));
    const container = await renderRecorder(true);
    expect(container.textContent).toContain('Your video answer is submitted.');
  });

  it('reads the question’s progress again when shown again (submitted since the page loaded)', async () => {
    answers.push(
      () => Promise.resolve(stateWith(fresh)),
      () => Promise.resolve(stateWith({ ...fresh, submitted: { durationMs: 42_000 } })),
    );
    const container = await renderRecorder(false);
    expect(container.textContent).toContain('Your video answer is submitted.');
    expect(container.textContent).toContain('It is 00:42 long');
  });

  it('says the server cannot be reached, with Try Again, instead of loading forever', async () => {
    answers.push(() => Promise.reject(new ApiError(OFFLINE_TEXT, 0)));
    const container = await renderRecorder(false);
    expect(container.textContent).toContain(OFFLINE_TEXT);
    expect(container.textContent).not.toContain('Loading assessment');
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try Again',
    );
    expect(retry).toBeDefined();
  });

  it('says it is checking for a saved take only when the look takes a moment, not on every open', async () => {
    answers.push(() => Promise.resolve(stateWith(fresh)));
    const container = await renderRecorder(false);
    const check = () => container.querySelector<HTMLElement>('[role="status"]');
    expect(check()?.textContent).toContain('Checking what was saved');
    expect(check()?.style.visibility).toBe('hidden');
    await act(() => new Promise((resolve) => setTimeout(resolve, CHECKING_SHOWN_AFTER_MS + 100)));
    expect(check()?.style.visibility).not.toBe('hidden');
  });
});
