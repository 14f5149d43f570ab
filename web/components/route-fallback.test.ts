// @vitest-environment happy-dom
import { createElement } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { rememberLanguage } from '../i18n/language-sources';
import { renderUi } from '../test/render-ui';
import { RouteFallback } from './route-fallback';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The spinner's name, read as a screen reader hears it, on a page at `address`. */
async function spinnerAt(address: string, browser: readonly string[] = ['en-US']) {
  window.history.replaceState(null, '', address);
  vi.stubGlobal('navigator', { ...navigator, languages: browser, language: browser[0] });
  const page = await renderUi(createElement(RouteFallback));
  const status = page.container.querySelector('[role="status"]');
  const said = { name: status?.getAttribute('aria-label'), lang: status?.getAttribute('lang') };
  await page.unmount();
  return said;
}

it('names a candidate’s page spinner in the language the page will be in', async () => {
  // The invite's own language is not known yet: the candidate's switch, else the browser's.
  expect(await spinnerAt('/invite/abc/signup', ['de-AT', 'en'])).toEqual({
    name: 'Wird geladen',
    lang: 'de',
  });
  rememberLanguage('abc', 'fr');
  expect(await spinnerAt('/invite/abc/assessment', ['de-AT'])).toEqual({
    name: 'Chargement',
    lang: 'fr',
  });
  expect(await spinnerAt('/your-data/t0ken', ['es'])).toEqual({ name: 'Cargando', lang: 'es' });
  // A garbled link still gets its spinner (the page then says what is wrong).
  expect(await spinnerAt('/invite/%E0%A4%A/signup', ['es'])).toEqual({
    name: 'Cargando',
    lang: 'es',
  });
  expect(await spinnerAt('/invite/abc?lang=ar-XB', ['de'])).toEqual({
    name: '⟦Loading⟧',
    lang: 'ar-XB',
  });
});

it('names the hiring team’s spinner in the workspace’s language, whatever the browser’s', async () => {
  for (const address of ['/', '/admin', '/admin/account', '/share/s3cret'])
    expect(await spinnerAt(address, ['de'])).toEqual({ name: 'Loading', lang: 'en' });
  expect(await spinnerAt('/admin/team?lang=en-XA', ['de'])).toEqual({
    name: '⟦Loading⟧',
    lang: 'en-XA',
  });
});
