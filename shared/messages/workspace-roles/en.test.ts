import { describe, expect, it } from 'vitest';
import { LOGO_TEXTS } from '../../role-logo-texts';
import { ROLE_TEXTS } from '../../role-texts';
import { TRANSFER_TEXTS } from '../../role-transfer-texts';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

/**
 * The roles pages' English, once composed in code (`=== 1 ?`, counted words), is now ICU
 * messages: they must read, to the letter, as the texts modules' functions the server still uses,
 * and as the pages read before.
 */
const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** A video's length in words as the editor wrote it in code: `1 minute 30 seconds`. */
function durationBefore(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : '',
    rest > 0 ? `${rest} second${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ') || '0 seconds';
}

describe('the roles pages’ English', () => {
  it.each([0, 1, 30, 59, 60, 61, 90, 120, 121, 150, 600, 3599])(
    'says a length of %i seconds as before',
    (seconds) => {
      expect(
        t('length', { clock: 'C', minutes: Math.floor(seconds / 60), seconds: seconds % 60 }),
      ).toBe(`C (${durationBefore(seconds)})`);
    },
  );

  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [1, 1],
    [12, 3],
    [1500, 0],
  ])('counts %i roles, %i archived, as before', (count, archived) => {
    expect(t('rolesCount', { count, archived })).toBe(
      `${count} ${count === 1 ? 'role' : 'roles'}${archived ? `, ${archived} archived` : ''}`,
    );
  });

  it.each([0, 1, 2, 1500])('counts %i live invites and candidates as before', (count) => {
    const plural = (noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
    expect(
      t('roleFacts', { summary: 'S', liveInvites: count, candidates: count, version: 3 }),
    ).toBe(`S · ${plural('live invite')} · ${plural('candidate')} · version 3`);
  });

  it.each([1, 2, 5])('counts %i takes as before', (count) => {
    expect(t('takesCount', { count })).toBe(count === 1 ? '1 take' : `${count} takes`);
  });

  it('says a template’s time limit as before', () => {
    expect(t('templateFacts', { company: 'Acme', questions: 3, minutes: 'none' })).toBe(
      'Acme · 3 questions · no time limit',
    );
    expect(t('templateFacts', { company: 'Acme', questions: 3, minutes: 20 })).toBe(
      'Acme · 3 questions · 20 min',
    );
  });

  it.each([
    [0, 0],
    [1, 2],
    [2, 1],
    [1500, 0],
  ])('says an import of %i new and %i updated roles as the server does', (created, updated) => {
    expect(t('rolesImported', { created, updated })).toBe(
      TRANSFER_TEXTS.imported(created, updated),
    );
  });

  it('says the API’s composed refusals as the server does', () => {
    expect(t('roleNotFound', { id: 'be1' })).toBe(ROLE_TEXTS.notFound('be1'));
    expect(t('roleIdTaken', { title: 'Engineer' })).toBe(ROLE_TEXTS.idTaken('Engineer'));
    expect(t('logoSvgRefused', { what: 'a script' })).toBe(LOGO_TEXTS.svgRefused('a script'));
    expect(t('importDuplicateRole', { id: 'be1' })).toBe(TRANSFER_TEXTS.duplicateRole('be1'));
    expect(t('importRoleProblem', { position: 2, message: 'M' })).toBe(
      TRANSFER_TEXTS.roleProblem(2, 'M'),
    );
  });

  it('keeps the words that read like ICU syntax as written', () => {
    expect(t('noLogo')).toBe("No logo: candidates see the company's initials");
    expect(t('candidatesLanguage')).toBe("Candidates' language");
    expect(t('retentionTeamSetIn', { link: 'L' })).toBe('The team’s policy is set in L.');
    expect(t('megabytesSuffix')).toBe(' MB');
  });
});
