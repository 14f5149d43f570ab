// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { AnswerTypeField } from './answer-type-field';

describe('the answer type field', () => {
  it('is named for its question, not only "Answer type"', async () => {
    const { container, unmount } = await renderUi(
      createElement(AnswerTypeField, { number: 2, value: 'written', onChange: () => undefined }),
    );
    const group = container.querySelector('[aria-label="Question 2 answer type"]');
    expect(group).not.toBeNull();
    // aria-labelledby wins over aria-label: every question's control would be "Answer type".
    expect(group?.hasAttribute('aria-labelledby')).toBe(false);
    await unmount();
  });
});
