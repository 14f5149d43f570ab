// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { ProcessingNotice } from './processing-notice';

// The page's English compiled, as the browser gets it.
vi.mock('../../../../shared/messages/workspace-review-candidate/en', async (original) =>
  (await import('../compiled-english.test-support')).compiledEnglish(original),
);

async function textOf(noun: 'video' | 'recording') {
  const { container, unmount } = await renderUi(
    createElement(ProcessingNotice, { state: 'waiting', noun }),
  );
  const text = container.textContent ?? '';
  await unmount();
  return text;
}

describe('a recording waiting for storage', () => {
  it('is named a recording for an audio answer, and a video for a video', async () => {
    const audio = await textOf('recording');
    expect(audio).toContain('The recording is uploaded and safe.');
    expect(audio).not.toContain('video');
    expect(await textOf('video')).toContain('The video is uploaded and safe.');
  });
});
