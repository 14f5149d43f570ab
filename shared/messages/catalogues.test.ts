import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, WORKSPACE_LANGUAGES } from '../i18n/languages';

/**
 * Every namespace of candidate texts (docs/languages.md#catalogues), found by reading this folder,
 * so a new namespace is checked the day it is added: each language has its file, with exactly
 * English's keys, each an ICU message that parses, speaks of the same values as English's
 * (`{company}` kept, no `{firma}` made up) and gives a count's and a choice's `other` form.
 */
const MESSAGES_DIR = import.meta.dirname;
const NAMESPACES = fs
  .readdirSync(MESSAGES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

type Catalogue = Record<string, string>;

async function readCatalogue(namespace: string, language: string): Promise<Catalogue> {
  const file = path.join(MESSAGES_DIR, namespace, `${language}.ts`);
  expect(fs.existsSync(file), `shared/messages/${namespace}/${language}.ts is missing`).toBe(true);
  return ((await import(file)) as { default: Catalogue }).default;
}

/** The values a compiled message names, and its plurals and selects without an `other` form. */
function readMessage(compiled: CompiledMessage): { values: Set<string>; withoutOther: string[] } {
  const values = new Set<string>();
  const withoutOther: string[] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      values.add(name);
      if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') continue;
      const choices = format as Record<string, CompiledMessage | number | undefined>;
      if (!('other' in choices)) withoutOther.push(`{${name}, ${type}}`);
      for (const [form, choice] of Object.entries(choices)) {
        if (form !== 'offset' && Array.isArray(choice)) walk(choice);
      }
    }
  };
  walk(compiled);
  return { values, withoutOther };
}

/** Each message's verdict, for one comparison that names every fault at once. */
function check(message: string, english: string): string {
  let compiled: CompiledMessage;
  try {
    compiled = compileMessageOrThrow(message);
  } catch (error) {
    return `not ICU: ${(error as Error).message.split('\n')[0]}`;
  }
  const own = readMessage(compiled);
  const expected = [...readMessage(compileMessageOrThrow(english)).values].sort();
  const values = [...own.values].sort();
  if (values.join() !== expected.join()) {
    return `values {${values.join('}, {')}}, English has {${expected.join('}, {')}}`;
  }
  if (own.withoutOther.length > 0) return `no other form in ${own.withoutOther.join(', ')}`;
  return 'ok';
}

it('finds the namespaces in shared/messages/', () => {
  expect(NAMESPACES).toContain('sign-up');
});

/** The hiring team's namespaces are written in the workspace's languages; the rest a candidate's. */
const languagesOf = (namespace: string): readonly string[] =>
  namespace.startsWith('workspace-') ? WORKSPACE_LANGUAGES : LANGUAGES;

describe.each(NAMESPACES)('the %s catalogues', (namespace) => {
  it('are written for the languages its readers can read, and no other', () => {
    const files = fs
      .readdirSync(path.join(MESSAGES_DIR, namespace))
      .filter((file) => /^[a-zA-Z-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...languagesOf(namespace)].sort());
  });

  it.each(languagesOf(namespace))(
    '%s has English’s keys, each a well-formed ICU message',
    async (language) => {
      const english = await readCatalogue(namespace, DEFAULT_LANGUAGE);
      const catalogue = await readCatalogue(namespace, language);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      const verdicts = Object.fromEntries(
        Object.entries(catalogue).map(([key, message]) => [
          key,
          check(message, english[key] ?? ''),
        ]),
      );
      const faults = Object.fromEntries(
        Object.entries(verdicts).filter(([, verdict]) => verdict !== 'ok'),
      );
      expect(faults).toEqual({});
    },
  );
});
