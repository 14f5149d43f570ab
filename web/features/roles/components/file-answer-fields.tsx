import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { NumberInput, Stack, Text } from '@mantine/core';
import { ANSWER_FILE_TYPE_NAMES } from '../../../../shared/answer-file-texts';
import { ANSWER_FORM_LIMITS } from '../../../../shared/question-forms.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { rolesTexts } from '../roles-texts';

const ACCEPTED = ANSWER_FILE_TYPE_NAMES.join(', ');

/** A file answer: its size limit (1-10 MB) and the types a candidate may upload. */
export function FileAnswerFields({ form, index }: { form: RoleForm; index: number }) {
  const t = useTexts(rolesTexts);
  const path = `questions.${index}.answer.maxMegabytes` as const;
  const megabytes = form.getValues().questions[index]?.answer;
  const value = megabytes?.type === 'file' ? megabytes.maxMegabytes : Number.NaN;

  return (
    <Stack gap={4}>
      <NumberInput
        label={t('fileSizeLimit')}
        description={t('fileSizeRange', {
          min: ANSWER_FORM_LIMITS.fileMegabytes.min,
          max: ANSWER_FORM_LIMITS.fileMegabytes.max,
        })}
        min={ANSWER_FORM_LIMITS.fileMegabytes.min}
        max={ANSWER_FORM_LIMITS.fileMegabytes.max}
        allowDecimal={false}
        allowNegative={false}
        suffix={t('megabytesSuffix')}
        maw={220}
        value={Number.isNaN(value) ? '' : value}
        onChange={(next) => form.setFieldValue(path, typeof next === 'number' ? next : Number.NaN)}
        onBlur={() => form.validateField(path)}
        error={form.errors[path]}
        // A refused save focuses the first field to fix (role-form.tsx).
        data-path={path}
      />
      <Text size="sm" c="dimmed">
        {t('fileTypesAccepted', { types: ACCEPTED })}
      </Text>
    </Stack>
  );
}
