import { expect, it } from 'vitest';
import { englishI18n } from '../english-i18n.test-support';
import english from './en';

const i18n = englishI18n(english);

/** The stars' names as the rating said them before the catalogue (`stars === 1 ? …`). */
it.each([0, 1, 2, 4, 5])('names %i stars as before', (stars) => {
  expect(i18n._('stars', { stars })).toBe(stars === 1 ? '1 star' : `${stars} stars`);
});
