import { Group, NativeSelect } from '@mantine/core';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  isLanguage,
  type Language,
} from '../../../../shared/i18n/languages';
import { useTexts } from '../../../i18n/texts';
import { signUpTexts } from '../sign-up-texts';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/**
 * The candidate's choice of language, at the top of the landing page (docs/languages.md). Each
 * language is named in itself, so a candidate who cannot read the page still finds theirs.
 */
export function LanguageSwitch({
  language,
  onSwitch,
}: {
  language: string;
  onSwitch: (language: Language) => void;
}) {
  const t = useTexts(signUpTexts);
  return (
    <Group justify="flex-end">
      <NativeSelect
        size="xs"
        label={t('language')}
        data={OPTIONS}
        // A pseudo-locale (tests only) is not among the options: the select then shows English.
        value={isLanguage(language) ? language : 'en'}
        onChange={(event) => {
          if (isLanguage(event.currentTarget.value)) onSwitch(event.currentTarget.value);
        }}
        classNames={{ input: 'registration-choice' }}
      />
    </Group>
  );
}
