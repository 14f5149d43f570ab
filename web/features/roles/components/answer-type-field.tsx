import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { Input, SegmentedControl, Stack, useMatches } from '@mantine/core';
import { useId } from 'react';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { ANSWER_TYPES_IN_ORDER } from '../../../../shared/answer-type-words';
import { useTexts } from '../../../i18n/texts';
import { ANSWER_TYPE_KEYS } from '../lib/role-words';
import { rolesTexts } from '../roles-texts';

interface AnswerTypeFieldProps {
  number: number;
  value: AnswerType;
  onChange: (type: AnswerType) => void;
}

/**
 * How the question is answered (docs/product.md#answer-types), with one line on what the
 * candidate does. A radio group: Tab reaches it, the arrows pick.
 */
export function AnswerTypeField({ number, value, onChange }: AnswerTypeFieldProps) {
  const helpId = useId();
  const t = useTexts(rolesTexts);
  // The five types fit a phone's width (390 px) only at the small size.
  const size = useMatches({ base: 'xs', sm: 'sm' });

  return (
    <Stack gap={4}>
      {/* Seen, not announced: the control's own name says which question it is for. */}
      <Input.Label component="div" aria-hidden>
        {t('answerType')}
      </Input.Label>
      <SegmentedControl
        aria-describedby={helpId}
        aria-label={t('questionAnswerType', { number })}
        data={ANSWER_TYPES_IN_ORDER.map((type) => ({
          value: type,
          label: t(ANSWER_TYPE_KEYS[type].label),
        }))}
        value={value}
        onChange={onChange}
        fullWidth
        size={size}
        data-answer-type={value}
      />
      <Input.Description id={helpId}>{t(ANSWER_TYPE_KEYS[value].help)}</Input.Description>
    </Stack>
  );
}
