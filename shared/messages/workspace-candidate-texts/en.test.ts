import { expect, it } from 'vitest';
import english from './en';
import { englishI18n } from '../english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** The fields' English, once composed in code (a role's "the workspace's", else "the default"). */
it('says whose text an unset one is, as the fields did', () => {
  expect(t('fallbackHeading', { label: 'Agreement', from: 'workspace' })).toBe(
    "Agreement (the workspace's)",
  );
  expect(t('fallbackHeading', { label: 'Next steps', from: 'product' })).toBe(
    'Next steps (the default)',
  );
  expect(t('useFallback', { from: 'workspace' })).toBe("Use the workspace's");
  expect(t('useFallback', { from: 'product' })).toBe('Use the default');
  expect(t('inheritedAsk', { from: 'workspace', ask: 'Optional' })).toBe("Workspace's (Optional)");
  expect(t('inheritedAsk', { from: 'product', ask: 'Not asked' })).toBe('Default (Not asked)');
});

it('keeps the placeholders the team writes as written, braces and all', () => {
  expect(t('inviteIntroDescription')).toBe(
    'Plain text after the greeting; {role} and {company} are filled in, a blank line starts a paragraph. Empty: the default.',
  );
  expect(t('richDescription')).toBe(
    'Basic HTML: <p>, <ul> and <li>, <strong>, <em>, links. Anything else is removed.',
  );
});
