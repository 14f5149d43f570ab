import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import { Input, SegmentedControl, Stack, useMatches } from '@mantine/core';
import { useId } from 'react';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { ANSWER_TYPE_CHOICES } from '../lib/answer-forms';

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
  const help = ANSWER_TYPE_CHOICES.find((choice) => choice.value === value)?.help;
  // The five types fit a phone's width (390 px) only at the small size.
  const size = useMatches({ base: 'xs', sm: 'sm' });

  return (
    <Stack gap={4}>
      {/* Seen, not announced: the control's own name says which question it is for. */}
      <Input.Label component="div" aria-hidden>
        Answer type
      </Input.Label>
      <SegmentedControl
        aria-describedby={helpId}
        aria-label={`Question ${number} answer type`}
        data={ANSWER_TYPE_CHOICES.map(({ value: type, label }) => ({ value: type, label }))}
        value={value}
        onChange={onChange}
        fullWidth
        size={size}
        data-answer-type={value}
      />
      <Input.Description id={helpId}>{help}</Input.Description>
    </Stack>
  );
}
