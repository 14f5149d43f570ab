// @vitest-environment happy-dom
import { Component, createElement, Suspense, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { settle, userDoes } from '../test/render-hook';
import { renderUi, type RenderedUi } from '../test/render-ui';
import { InLanguage } from './page-language';
import { defineTexts, useTexts } from './texts';

const drawn: RenderedUi[] = [];

afterEach(async () => {
  await Promise.all(drawn.splice(0).map((ui) => ui.unmount()));
  vi.restoreAllMocks();
});

/** What a page's error boundary does: says the page failed, and draws it again on Try again. */
class FailedLoad extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return createElement(
      'button',
      { type: 'button', onClick: () => this.setState({ failed: false }) },
      'Try again',
    );
  }
}

it('downloads a language file again after its download failed, and draws its words', async () => {
  // React reports the error the boundary caught; the test needs no copy of it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The connection drops while the file downloads, and comes back before Try again.
  let online = false;
  const download = vi.fn(() =>
    online
      ? Promise.resolve({ greeting: 'Guten Tag' })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  const probeTexts = defineTexts(
    'retry-probe',
    { greeting: 'Good day' },
    { '/probe/de.ts': download },
  );
  function Greeting() {
    const t = useTexts(probeTexts);
    return createElement('p', null, t('greeting'));
  }
  const ui = await renderUi(
    createElement(InLanguage, {
      language: 'de',
      children: createElement(
        FailedLoad,
        null,
        createElement(Suspense, { fallback: 'Loading' }, createElement(Greeting)),
      ),
    }),
  );
  drawn.push(ui);
  const retry = () => ui.container.querySelector('button');
  for (let round = 0; round < 20 && !retry(); round += 1) await settle();
  expect(retry()?.textContent).toBe('Try again');
  const failedDownloads = download.mock.calls.length;
  // Shown, not downloaded over and over while offline (React renders once more before it shows).
  expect(failedDownloads).toBeLessThanOrEqual(2);

  online = true;
  await userDoes(() => retry()!.click());
  for (let round = 0; round < 20 && !ui.container.querySelector('p'); round += 1) await settle();
  expect(ui.container.querySelector('p')?.textContent).toBe('Guten Tag');
  expect(download).toHaveBeenCalledTimes(failedDownloads + 1);
});
