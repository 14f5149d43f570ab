// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { rememberLanguage } from '../../i18n/language-sources';
import { inviteEntryLoading } from './invite-entry-texts';

const INVITE = 'a'.repeat(22);

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('says "Loading assessment" until the candidate has chosen a language for the invite', () => {
  expect(inviteEntryLoading(INVITE)).toEqual({ language: 'en', text: 'Loading assessment' });
  rememberLanguage('b'.repeat(22), 'de');
  expect(inviteEntryLoading(INVITE).text).toBe('Loading assessment');
});

it.each([
  ['de', 'Test wird geladen'],
  ['fr', 'Chargement de l’évaluation'],
  ['es', 'Cargando la evaluación'],
] as const)('says it in %s once the candidate switched to it on this device', (language, text) => {
  rememberLanguage(INVITE, language);
  expect(inviteEntryLoading(INVITE)).toEqual({ language, text });
});

it('puts it between the brackets of a pseudo-locale asked for in the address', () => {
  window.history.replaceState(null, '', `/invite/${INVITE}?lang=en-XA`);
  expect(inviteEntryLoading(INVITE)).toEqual({ language: 'en-XA', text: '⟦Loading assessment⟧' });
});
