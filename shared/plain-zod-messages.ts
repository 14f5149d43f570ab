import { config, type $ZodRawIssue as Issue } from 'zod/v4/core';

/** A field as a person names it: `data.screenResolution` reads "screen resolution". */
function fieldWords(path: readonly PropertyKey[] | undefined): string | undefined {
  const last = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  if (typeof last !== 'string') return undefined;
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** What the issues below carry beside their code (zod types them as unknown). */
interface IssueDetail {
  expected?: string;
  values?: unknown[];
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
}

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

/**
 * Plain sentences for the issues a schema did not word itself, instead of zod's developer
 * wording ("Too big: expected number to be <=50"). A schema's own message always wins.
 */
export function plainIssueMessage(issue: Issue): string | undefined {
  const words = fieldWords(issue.path);
  const field = words ? `The ${words}` : 'The value';
  const detail = issue as IssueDetail;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is missing.`;
      return `${field} must be ${KINDS[detail.expected ?? ''] ?? detail.expected}.`;
    case 'invalid_value':
      return `${field} must be one of: ${(detail.values ?? []).map(String).join(', ')}.`;
    case 'too_big':
      if (detail.origin === 'string')
        return `${field} is too long: at most ${detail.maximum} characters.`;
      if (detail.origin === 'array')
        return `Too many ${words ?? 'items'}: at most ${detail.maximum}.`;
      return `${field} must be at most ${detail.maximum}.`;
    case 'too_small':
      if (detail.origin === 'string')
        return `${field} is too short: at least ${detail.minimum} characters.`;
      if (detail.origin === 'array')
        return `Too few ${words ?? 'items'}: at least ${detail.minimum}.`;
      return `${field} must be at least ${detail.minimum}.`;
    case 'invalid_format':
      return `${field} is not in the right format.`;
    case 'unrecognized_keys':
      return 'The request has fields that are not expected.';
    default:
      return undefined;
  }
}

/** Installs the plain sentences for every schema in this process (server) or page (browser). */
export function installPlainZodMessages(): void {
  config({ customError: plainIssueMessage });
}
