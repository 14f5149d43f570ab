// @vitest-environment happy-dom
import { StrictMode, act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS, answer, useAnswerSyncHarness } from '../lib/answer-sync.test-server';
import { useAnswerSync } from './use-answer-sync';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** The save status as the page shows it, from the hook under test. */
function StatusLine() {
  const { status } = useAnswerSync({
    token: 'secret',
    questions: QUESTIONS,
    initial: [{ ...answer(0, 'typed before the reload', 50), savedSequence: -1 }],
    persist: () => undefined,
    onSessionInvalid: () => undefined,
    onRejected: () => undefined,
  });
  return createElement('p', null, status);
}

describe('useAnswerSync under React.StrictMode', () => {
  const harness = useAnswerSyncHarness();
  let container: HTMLElement;
  let root: Root;
  let onlineListeners: number;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    onlineListeners = 0;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'online') onlineListeners += 1;
      add(type, listener, options);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
      if (type === 'online') onlineListeners -= 1;
      remove(type, listener, options);
    });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    globalThis.IS_REACT_ACT_ENVIRONMENT = undefined;
  });

  it('keeps one live instance that still sends when the browser comes back online', async () => {
    harness.server.offline = true;
    act(() => root.render(createElement(StrictMode, null, createElement(StatusLine))));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(container.textContent).toBe('offline');
    expect(onlineListeners).toBe(1);

    harness.server.offline = false;
    const attempts = harness.server.requests.length;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    // Sent at once, not at the next retry (a second away).
    expect(harness.server.requests).toHaveLength(attempts + 1);
    expect(harness.server.stored.get(0)?.answer).toBe('typed before the reload');
    expect(container.textContent).toBe('saved');

    act(() => root.unmount());
    root = createRoot(container);
    expect(onlineListeners).toBe(0);
  });
});
