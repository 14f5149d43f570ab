import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, use, useCallback } from 'react';
import { DEFAULT_LANGUAGE, type PageLanguage } from '../../shared/i18n/languages';
import { pseudoMessages } from './pseudo-messages';

type Catalogue = Record<string, string>;
type Loader = () => Promise<unknown>;

/**
 * One namespace of candidate texts (docs/languages.md): its English, bundled with the page that
 * uses it (compiled by vite.compiled-messages.ts, so the strings' type is what was written, the
 * value Lingui's compiled form), and a loader per file of shared/messages/<name>/.
 */
export interface TextsNamespace<English extends Catalogue> {
  readonly name: string;
  readonly english: English;
  readonly loaders: Record<string, Loader>;
}

/**
 * `loaders` is `import.meta.glob('…/shared/messages/<name>/*.ts', { import: 'default' })` at the
 * caller: Vite needs the pattern written out there, and makes each language a file of its own that
 * is downloaded only when a candidate reads that language.
 */
export function defineTexts<English extends Catalogue>(
  name: string,
  english: English,
  loaders: Record<string, Loader>,
): TextsNamespace<English> {
  return { name, english, loaders };
}

/** The language the page is drawn in; set by `InLanguage` (page-language.tsx). */
export const LanguageContext = createContext<PageLanguage>(DEFAULT_LANGUAGE);

/** One Lingui instance per language, so a switch never draws one text from each. */
const instances = new Map<PageLanguage, I18n>();
function instanceFor(language: PageLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    instances.set(language, i18n);
  }
  return i18n;
}

function prefixed(name: string, messages: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [`${name}.${key}`, message]),
  ) as Messages;
}

/** A namespace's load in one language; `failed` once its file could not be had. */
interface Load {
  promise: Promise<void>;
  failed: boolean;
}

/**
 * Each namespace's load per language: settled once, then read without waiting. A load that failed
 * (a dropped connection) is forgotten once a render has read its failure, so the render after it
 * (the error's Try again, a switch back) downloads the file again.
 */
const loads = new Map<string, Load>();
const ready = new Set<string>();

async function loadCatalogue(
  namespace: TextsNamespace<Catalogue>,
  language: PageLanguage,
): Promise<void> {
  const messages =
    language === 'en-XA' || language === 'ar-XB'
      ? pseudoMessages(namespace.english, language)
      : ((await fileLoader(namespace, language)()) as Record<string, unknown>);
  instanceFor(language).load(language, prefixed(namespace.name, messages));
}

function fileLoader(namespace: TextsNamespace<Catalogue>, language: string): Loader {
  const entry = Object.entries(namespace.loaders).find(([path]) =>
    path.endsWith(`/${language}.ts`),
  );
  if (!entry) throw new Error(`No ${language} catalogue for ${namespace.name}`);
  return entry[1];
}

/** Null once the namespace can be read in `language`; else the load to wait for. */
function pendingLoad(
  namespace: TextsNamespace<Catalogue>,
  language: PageLanguage,
): Promise<void> | null {
  const key = `${language}:${namespace.name}`;
  if (ready.has(key)) return null;
  if (language === DEFAULT_LANGUAGE) {
    instanceFor(language).load(language, prefixed(namespace.name, namespace.english));
    ready.add(key);
    return null;
  }
  const known = loads.get(key);
  if (known) {
    // Forgotten once read, not when it fails: React renders again as soon as the load settles,
    // and a fresh load each time would download over and over while offline, never showing the
    // failure. (React also renders once more after an error before showing it: one more try.)
    if (known.failed) loads.delete(key);
    return known.promise;
  }
  const load: Load = { promise: Promise.resolve(), failed: false };
  load.promise = loadCatalogue(namespace, language).then(
    () => {
      ready.add(key);
    },
    (error: unknown) => {
      load.failed = true;
      throw error;
    },
  );
  loads.set(key, load);
  return load.promise;
}

/** A load already done: React reads a promise's `status`, and does not wait for this one. */
const LOADED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

export type Translate<English extends Catalogue> = (
  key: keyof English & string,
  values?: Record<string, unknown>,
) => string;

/**
 * A namespace's texts in the page's language. Suspends while another language's file loads
 * (English is in the page's own chunk and never waits).
 */
export function useTexts<English extends Catalogue>(
  namespace: TextsNamespace<English>,
): Translate<English> {
  const language = use(LanguageContext);
  // `use` on every render, loaded or not: when a load settles at once (a pseudo-locale, a cached
  // file), React replays the suspended render and needs the same `use` there, or its next hook
  // fails ("Update hook called on initial render", React error 467, on the sign-up page in ar-XB).
  use(pendingLoad(namespace, language) ?? LOADED);
  const i18n = instanceFor(language);
  return useCallback(
    (key, values) => i18n._(`${namespace.name}.${key}`, values),
    [i18n, namespace.name],
  );
}

/** The language the page is drawn in, for what Intl formats (lists, dates, numbers). */
export function usePageLanguage(): PageLanguage {
  return use(LanguageContext);
}

/**
 * A message without values as written: English is compiled when bundled
 * (vite.compiled-messages.ts), where such a message is `[text]`; a unit test reads it uncompiled.
 */
function writtenText(message: unknown): unknown {
  return Array.isArray(message) && message.length === 1 ? message[0] : message;
}

/**
 * A text the server wrote in English, in the page's language when the namespace holds it (the
 * server answers with the catalogue's English words; docs/languages.md), else as it came.
 */
export function translateKnown<English extends Catalogue>(
  namespace: TextsNamespace<English>,
  t: Translate<English>,
  text: string,
): string {
  const key = Object.keys(namespace.english).find(
    (name) => writtenText(namespace.english[name]) === text,
  );
  return key ? t(key) : text;
}
