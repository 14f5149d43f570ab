import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Switch.css';
import { Stack, Switch } from '@mantine/core';
import { useRef } from 'react';
import type { AnswerForm, AnswerType } from '../../../../shared/question-forms.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { switchAnswerType } from '../lib/answer-forms';
import { rolesTexts } from '../roles-texts';
import { AnswerTypeField } from './answer-type-field';
import { ChoiceAnswerFields } from './choice-answer-fields';
import { FileAnswerFields } from './file-answer-fields';
import { MediaAnswerFields } from './media-answer-fields';

/** How one question is answered: its type, that type's settings, and whether it may be skipped. */
export function AnswerFields({ form, index }: { form: RoleForm; index: number }) {
  const t = useTexts(rolesTexts);
  const path = `questions.${index}.answer` as const;
  const answer = form.getValues().questions[index]!.answer;
  // What the question had of each type, so switching away and back keeps the team's options.
  const earlier = useRef<Partial<Record<AnswerType, AnswerForm>>>({});

  const pick = (type: AnswerType) => {
    earlier.current[answer.type] = answer;
    form.setFieldValue(path, switchAnswerType(earlier.current, type));
    // The old type's errors are about fields no longer shown.
    form.setErrors(
      Object.fromEntries(
        Object.entries(form.errors).filter(([key]) => !key.startsWith(`${path}.`)),
      ),
    );
  };

  return (
    <Stack gap="sm">
      <AnswerTypeField number={index + 1} value={answer.type} onChange={pick} />
      {(answer.type === 'video' || answer.type === 'audio') && (
        <MediaAnswerFields
          form={form}
          index={index}
          maxSeconds={answer.maxSeconds}
          takes={answer.takes}
        />
      )}
      {answer.type === 'choice' && <ChoiceAnswerFields form={form} index={index} choice={answer} />}
      {answer.type === 'file' && <FileAnswerFields form={form} index={index} />}
      <Switch
        label={t('required')}
        description={t('requiredDescription')}
        {...form.getInputProps(`questions.${index}.required`, { type: 'checkbox' })}
      />
    </Stack>
  );
}
