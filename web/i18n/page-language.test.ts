// @vitest-environment happy-dom
import { createElement } from 'react';
import { expect, it } from 'vitest';
import { renderUi } from '../test/render-ui';
import { InLanguage } from './page-language';

it('gives <html> back its English, left to right, when a candidate’s page closes', async () => {
  const root = document.documentElement;
  const page = await renderUi(createElement(InLanguage, { language: 'ar-XB', children: 'page' }));
  expect({ lang: root.lang, dir: root.dir }).toEqual({ lang: 'ar-XB', dir: 'rtl' });

  await page.unmount();
  expect({ lang: root.lang, dir: root.dir }).toEqual({ lang: 'en', dir: 'ltr' });
});
