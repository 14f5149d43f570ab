import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect, it } from 'vitest';
import english from './en';

const i18n = setupI18n({
  locale: 'en',
  messages: { en: { stars: compileMessage(english.stars) } },
});

/** The stars' names as the rating said them before the catalogue (`stars === 1 ? …`). */
it.each([0, 1, 2, 4, 5])('names %i stars as before', (stars) => {
  expect(i18n._('stars', { stars })).toBe(stars === 1 ? '1 star' : `${stars} stars`);
});
