// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, createElement, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '../../../../shared/assessment.schema';
import type { CandidateQuestionForm } from '../../../../shared/question-forms.schema';
import { settle, userDoes } from '../../../test/render-hook';
import { theme } from '../../../theme';
import { AnswerSync } from '../lib/answer-sync';
import type { CachedAnswer } from '../lib/assessment-cache';
import { QuestionsStep, type QuestionRecorderSlotProps } from './questions-step';

const errors = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toasts', () => ({
  showError: (message: string) => errors.push(message),
  showSuccess: () => undefined,
}));

const QUESTIONS = ['Which time zone?', 'Anything else?', 'Tell us on video.'];
const FORMS: CandidateQuestionForm[] = [
  {
    answer: { type: 'choice', multiple: false, options: ['Americas', 'Europe'] },
    required: true,
  },
  {
    answer: { type: 'choice', multiple: true, options: ['Discord', 'Slack'] },
    required: false,
  },
  { answer: { type: 'video', maxSeconds: 60, takes: null }, required: true },
];

const stored = (questionId: number, skipped: boolean): Answer => ({
  questionId,
  question: QUESTIONS[questionId] ?? '',
  answer: '',
  choices: null,
  skipped,
  sequence: 1,
  updatedAt: '',
});

/** The candidate API as these questions need it: saves, skips and their undo. */
const requests: { method: string; path: string; body: unknown }[] = [];
function fakeFetch(url: string, init?: RequestInit): Promise<Response> {
  const path = url;
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  requests.push({ method, path, body });
  const questionId = Number(/answers\/(\d+)/.exec(path)?.[1]);
  if (path.endsWith('/skip')) {
    const answer = stored(questionId, method === 'POST');
    return Promise.resolve(Response.json({ result: true, status: 'Done.', answer }));
  }
  const sent = body as { choices: number[]; sequence: number };
  const answer = { ...stored(questionId, false), choices: sent.choices, sequence: sent.sequence };
  return Promise.resolve(Response.json({ result: true, status: 'Saved.', applied: true, answer }));
}

/** The rich-text editor, played by a plain box: its saved text, and a button that empties it. */
vi.mock('./answer-editor', () => ({
  default: (props: { initialHtml: string; onChange: (html: string, text: string) => void }) =>
    createElement(
      'div',
      null,
      createElement('div', { 'data-testid': 'editor' }, props.initialHtml),
      createElement('button', { onClick: () => props.onChange('<p></p>', '') }, 'Empty it'),
    ),
}));

const recorded: QuestionRecorderSlotProps[] = [];
function FakeRecorder(props: QuestionRecorderSlotProps) {
  recorded.push(props);
  return createElement('button', { onClick: props.onSubmitted }, 'Submit Recording');
}

// The page's words as the browser gets them: compiled ICU messages.
vi.mock('../../../../shared/messages/assessment/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

let cleanup: () => Promise<void> = () => Promise.resolve();
beforeEach(() => {
  errors.length = 0;
  requests.length = 0;
  recorded.length = 0;
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(async () => {
  await cleanup();
  vi.unstubAllGlobals();
});

/** The questions step at `questionIndex`, as the assessment holds it; answers where it moved. */
async function renderStep(questionIndex: number, forms = FORMS, initial: CachedAnswer[] = []) {
  const moves: (number | 'complete')[] = [];
  const sync = new AnswerSync({
    token: 'secret',
    questions: QUESTIONS,
    initial,
    persist: () => undefined,
    onSessionInvalid: () => undefined,
    onRejected: (error) => errors.push(error instanceof Error ? error.message : String(error)),
    debounceMs: 0,
  });
  function Host() {
    useSyncExternalStore(sync.subscribe, sync.getSnapshot);
    const [submitted, setSubmitted] = useState(new Set<number>());
    const [shown, setShown] = useState(questionIndex);
    return createElement(QuestionsStep, {
      token: 'secret',
      questions: QUESTIONS,
      guidance: ['', '', ''],
      forms,
      questionIndex: shown,
      sync,
      files: new Map(),
      onFileChange: () => undefined,
      submittedRecordings: submitted,
      onRecordingSubmitted: (questionId) => setSubmitted(new Set(submitted).add(questionId)),
      questionRecorder: FakeRecorder,
      onNavigate: (index) => {
        moves.push(index);
        setShown(index);
      },
      onComplete: () => moves.push('complete'),
      onPaste: () => undefined,
      onSessionInvalid: () => undefined,
    });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  sync.start();
  await act(() => {
    root.render(createElement(MantineProvider, { theme }, createElement(Host)));
    return Promise.resolve();
  });
  cleanup = async () => {
    sync.dispose();
    await act(() => {
      root.unmount();
      return Promise.resolve();
    });
    container.remove();
  };
  const button = (name: string) => {
    const found = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (!found) throw new Error(`No button ${name}`);
    return found;
  };
  const hasButton = (name: string) =>
    [...container.querySelectorAll('button')].some((found) => found.textContent?.trim() === name);
  return { container, moves, button, hasButton };
}

describe('the questions step', () => {
  it('holds a required choice question until an option is chosen, saved as {choices}', async () => {
    const step = await renderStep(0);
    expect(step.hasButton('Skip this question')).toBe(false);
    await userDoes(() => step.button('Save & Next').click());
    expect(step.moves).toEqual([]);
    expect(errors).toEqual(['Please choose an option before continuing.']);
    const europe = [...step.container.querySelectorAll<HTMLElement>('[role="radio"]')].find(
      (radio) => radio.textContent?.includes('Europe'),
    );
    await userDoes(() => europe?.click());
    await settle();
    expect(requests).toContainEqual({
      method: 'PUT',
      path: '/api/assessment/answers/0',
      body: { choices: [1], sequence: expect.any(Number) as number },
    });
    await userDoes(() => step.button('Save & Next').click());
    expect(step.moves).toEqual([1]);
  });

  it('lets an optional question be left, skipped, and answered again', async () => {
    const step = await renderStep(1);
    expect(step.container.querySelector('h1')?.textContent).toBe('Question 2 of 3 (optional)');
    await userDoes(() => step.button('Skip this question').click());
    await settle();
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/assessment/answers/1/skip',
    });
    expect(step.container.textContent).toContain('You skipped this question');
    expect(step.container.querySelectorAll('[role="checkbox"]')).toHaveLength(0);
    // The Skip button went away: the focus is on the notice that took its place.
    expect(document.activeElement?.id).toBe('skipped-notice');
    await userDoes(() => step.button('Answer it').click());
    await settle();
    expect(document.activeElement?.closest('#question-answer')).not.toBeNull();
    expect(requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/assessment/answers/1/skip',
    });
    expect(step.container.querySelectorAll('[role="checkbox"]')).toHaveLength(2);
    await userDoes(() => step.button('Save & Next').click());
    expect(step.moves).toEqual([2]);
    expect(errors).toEqual([]);
  });

  it('hands a video question to the recorder and completes once it is submitted', async () => {
    const step = await renderStep(2);
    expect(recorded.at(-1)).toMatchObject({ questionId: 2, form: FORMS[2]?.answer });
    await userDoes(() => step.button('Complete').click());
    expect(errors).toEqual(['Please record and submit your video answer before continuing.']);
    expect(step.moves).toEqual([]);
    await userDoes(() => step.button('Submit Recording').click());
    // Shown again later, the recorder is told it is submitted (its state is from the page load).
    expect(recorded.at(-1)?.submitted).toBe(true);
    await userDoes(() => step.button('Complete').click());
    expect(step.moves).toEqual(['complete']);
  });

  it('holds the candidate on a question while its file uploads', async () => {
    const sent: { onload?: () => void; status: number; responseText: string }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        status = 0;
        responseText = '';
        upload = {};
        onload?: () => void;
        open() {}
        setRequestHeader() {}
        send() {
          sent.push(this);
        }
        abort() {}
      },
    );
    const withFile: CandidateQuestionForm[] = [
      FORMS[0] as CandidateQuestionForm,
      { answer: { type: 'file', maxMegabytes: 1 }, required: true },
      FORMS[2] as CandidateQuestionForm,
    ];
    const step = await renderStep(1, withFile);
    await userDoes(() => {
      const input = step.container.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error('No file input');
      Object.defineProperty(input, 'files', { value: [new File(['%PDF'], 'cv.pdf')] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(sent).toHaveLength(1);
    await userDoes(() => step.button('Save & Next').click());
    await userDoes(() => step.button('Previous').click());
    expect(step.moves).toEqual([]);
    expect(errors).toEqual([
      'Please wait for your file to finish uploading.',
      'Please wait for your file to finish uploading.',
    ]);
  });

  it('offers Skip only while an optional question has no answer', async () => {
    const step = await renderStep(1);
    expect(step.hasButton('Skip this question')).toBe(true);
    const slack = [...step.container.querySelectorAll<HTMLElement>('[role="checkbox"]')].find(
      (box) => box.textContent?.includes('Slack'),
    );
    await userDoes(() => slack?.click());
    await settle();
    expect(step.hasButton('Skip this question')).toBe(false);
  });

  it('judges a required written answer by the saved text it shows again after going back', async () => {
    const written: CandidateQuestionForm[] = [
      FORMS[1] as CandidateQuestionForm,
      { answer: { type: 'written' }, required: true },
      FORMS[2] as CandidateQuestionForm,
    ];
    const saved = { ...stored(1, false), answer: '<p>My saved answer</p>', savedSequence: 1 };
    const step = await renderStep(1, written, [saved]);
    await vi.waitFor(() => step.button('Empty it'), { timeout: 5000 });
    await userDoes(() => step.button('Empty it').click());
    await userDoes(() => step.button('Previous').click());
    await userDoes(() => step.button('Save & Next').click());
    await vi.waitFor(() => step.button('Empty it'), { timeout: 5000 });
    expect(step.container.querySelector('[data-testid="editor"]')?.textContent).toBe(
      '<p>My saved answer</p>',
    );
    await userDoes(() => step.button('Save & Next').click());
    expect(errors).toEqual([]);
    expect(step.moves).toEqual([0, 1, 2]);
  });

  it('holds the candidate on a video question while a take is under way', async () => {
    const step = await renderStep(2);
    await userDoes(() => recorded.at(-1)?.onBusyChange(true));
    await userDoes(() => step.button('Previous').click());
    expect(step.moves).toEqual([]);
    expect(errors).toEqual(['Please end your recording before leaving this question.']);
    await userDoes(() => recorded.at(-1)?.onBusyChange(false));
    await userDoes(() => step.button('Previous').click());
    expect(step.moves).toEqual([1]);
  });
});
