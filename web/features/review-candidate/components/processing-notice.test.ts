// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { ProcessingNotice } from './processing-notice';

async function textOf(noun: string) {
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
