import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Stack.css';
import { NumberInput, Stack, Text } from '@mantine/core';
import { ANSWER_FILE_TYPE_NAMES } from '../../../../shared/answer-file-texts';
import { ANSWER_FORM_LIMITS } from '../../../../shared/question-forms.schema';
import type { RoleForm } from '../hooks/use-role-form';

const ACCEPTED = ANSWER_FILE_TYPE_NAMES.join(', ');

/** A file answer: its size limit (1-10 MB) and the types a candidate may upload. */
export function FileAnswerFields({ form, index }: { form: RoleForm; index: number }) {
  const path = `questions.${index}.answer.maxMegabytes` as const;
  const megabytes = form.getValues().questions[index]?.answer;
  const value = megabytes?.type === 'file' ? megabytes.maxMegabytes : Number.NaN;

  return (
    <Stack gap={4}>
      <NumberInput
        label="File size limit"
        description={`${ANSWER_FORM_LIMITS.fileMegabytes.min} to ${ANSWER_FORM_LIMITS.fileMegabytes.max} MB.`}
        min={ANSWER_FORM_LIMITS.fileMegabytes.min}
        max={ANSWER_FORM_LIMITS.fileMegabytes.max}
        allowDecimal={false}
        allowNegative={false}
        suffix=" MB"
        maw={220}
        value={Number.isNaN(value) ? '' : value}
        onChange={(next) => form.setFieldValue(path, typeof next === 'number' ? next : Number.NaN)}
        onBlur={() => form.validateField(path)}
        error={form.errors[path]}
        // A refused save focuses the first field to fix (role-form.tsx).
        data-path={path}
      />
      <Text size="sm" c="dimmed">
        Accepted: {ACCEPTED}. Each file is checked by its content, not its name.
      </Text>
    </Stack>
  );
}
