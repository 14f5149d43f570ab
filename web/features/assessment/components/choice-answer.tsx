import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';

interface ChoiceAnswerProps {
  questionNumber: number;
  multiple: boolean;
  options: string[];
  chosen: number[];
  /** The question's text and guidance, read with the group. */
  describedBy: string;
  /** Optional single choice: the candidate may clear it (to skip, or leave it blank). */
  clearable: boolean;
  onChange: (chosen: number[]) => void;
}

/**
 * A choice question's options as whole-width cards: each is a large target on a phone, and the
 * group is a radio group (one option) or a set of checkboxes (any number), saved as they change.
 */
export function ChoiceAnswer({
  questionNumber,
  multiple,
  options,
  chosen,
  describedBy,
  clearable,
  onChange,
}: ChoiceAnswerProps) {
  const t = useTexts(assessmentTexts);
  const label = t('answerLabel', { number: questionNumber });
  const cards = options.map((option, index) => {
    const inner = (
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {multiple ? <Checkbox.Indicator mt={2} /> : <Radio.Indicator mt={2} />}
        <Text style={{ overflowWrap: 'anywhere' }}>{option}</Text>
      </Group>
    );
    return multiple ? (
      <Checkbox.Card key={option} value={String(index)} radius="md" p="sm" mih={44}>
        {inner}
      </Checkbox.Card>
    ) : (
      <Radio.Card key={option} value={String(index)} radius="md" p="sm" mih={44}>
        {inner}
      </Radio.Card>
    );
  });
  const hint = multiple ? t('chooseAny') : t('chooseOne');

  if (multiple) {
    return (
      <Checkbox.Group
        label={label}
        description={hint}
        value={chosen.map(String)}
        onChange={(values) => onChange(values.map(Number).sort((a, b) => a - b))}
        aria-describedby={describedBy}
      >
        <Stack gap="xs" mt="xs">
          {cards}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        description={hint}
        value={chosen[0] === undefined ? null : String(chosen[0])}
        onChange={(value) => onChange([Number(value)])}
        aria-describedby={describedBy}
      >
        <Stack gap="xs" mt="xs">
          {cards}
        </Stack>
      </Radio.Group>
      {clearable && chosen.length > 0 && (
        <Group>
          <Button variant="subtle" size="compact-md" mih={40} onClick={() => onChange([])}>
            {t('clearChoice')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
