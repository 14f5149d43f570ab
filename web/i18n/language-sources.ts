import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isPageLanguage,
  type Language,
  type PageLanguage,
} from '../../shared/i18n/languages';

/**
 * Where a candidate's page learns its language (docs/languages.md): the address, the device, the
 * API's answer, the browser. Without React or Lingui, so that the invite link's spinner, in the
 * first file every page downloads, can ask too.
 */

const storageKey = (inviteId: string) => `language:${inviteId}`;

/** The language a candidate switched to for this invite, on this device; null if none. */
function switchedLanguage(inviteId: string): Language | null {
  try {
    const stored = localStorage.getItem(storageKey(inviteId));
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Keeps the candidate's switch for the invite's later pages (and a reload). */
export function rememberLanguage(inviteId: string, language: Language): void {
  try {
    localStorage.setItem(storageKey(inviteId), language);
  } catch {
    // Storage off (a private window): the switch holds for this page only.
  }
}

/**
 * The language of a page without an invite in its address: a pseudo-locale asked for with
 * `?lang=` (tests, docs/languages.md#pseudo-locales), else `chosen`.
 */
export function pageLanguageWithoutInvite(chosen: Language): PageLanguage {
  const asked = new URLSearchParams(window.location.search).get('lang');
  return isPageLanguage(asked) && !isLanguage(asked) ? asked : chosen;
}

/**
 * The language of a candidate's page: a pseudo-locale asked for in the address, else the
 * candidate's own switch, else the one the team chose.
 */
export function pageLanguage(inviteId: string, chosenByTeam: Language): PageLanguage {
  return pageLanguageWithoutInvite(switchedLanguage(inviteId) ?? chosenByTeam);
}

/**
 * The first of the browser's preferred languages that we write in (`de-AT` reads German), else
 * English: for the pages no invite's language reaches (page not found, a data link that leads
 * nowhere, an invite that ended).
 */
export function browserLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language an API answer gives the candidate's page, when it carries one (docs/languages.md);
 * else English.
 */
export function answeredLanguage(data: object | undefined): Language {
  const language = data && 'language' in data ? data.language : undefined;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The language of whatever page the address names, before the page is there (its code loading):
 * a candidate's invite pages as the landing page guesses before the invite loads, the hiring
 * team's pages in the workspace's language, any other (a data link, not found) in the browser's.
 */
export function languageOfAddress(pathname: string, workspaceLanguage: Language): PageLanguage {
  const inviteId = /^\/invite\/([^/]+)/.exec(pathname)?.[1];
  if (inviteId) return pageLanguage(inviteId, browserLanguage());
  if (/^\/(admin(\/|$)|share\/|$)/.test(pathname))
    return pageLanguageWithoutInvite(workspaceLanguage);
  return pageLanguageWithoutInvite(browserLanguage());
}
