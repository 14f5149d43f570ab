import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { ANSWER_FORM_LIMITS, type ChoiceForm } from '../../../../shared/question-forms.schema';
import { useTexts } from '../../../i18n/texts';
import type { RoleForm } from '../hooks/use-role-form';
import { addOption, moveOption, removeOption, setPreferred } from '../lib/answer-forms';
import { rolesTexts } from '../roles-texts';

interface ChoiceAnswerFieldsProps {
  form: RoleForm;
  index: number;
  choice: ChoiceForm;
}

/**
 * A choice: one answer or several, its 2-12 options in order, and the preferred ones. An answer
 * outside them is flagged to reviewers, never refused (docs/product.md#answer-types).
 */
export function ChoiceAnswerFields({ form, index, choice }: ChoiceAnswerFieldsProps) {
  const t = useTexts(rolesTexts);
  const number = index + 1;
  const path = `questions.${index}.answer` as const;
  const pickLabelId = useId();
  const { options } = choice;
  const change = (next: ChoiceForm) => {
    form.setFieldValue(path, next);
    if (form.errors[`${path}.options`] || form.errors[`${path}.preferred`]) {
      form.validateField(`${path}.options`);
      form.validateField(`${path}.preferred`);
    }
  };
  const listErrors = [form.errors[`${path}.options`], form.errors[`${path}.preferred`]].filter(
    Boolean,
  );

  return (
    <Stack gap="xs">
      <Stack gap={4}>
        <Input.Label component="div" id={pickLabelId}>
          {t('candidatePicks')}
        </Input.Label>
        <SegmentedControl
          aria-labelledby={pickLabelId}
          data={[
            { value: 'one', label: t('pickOne') },
            { value: 'several', label: t('pickSeveral') },
          ]}
          value={choice.multiple ? 'several' : 'one'}
          onChange={(value) => change({ ...choice, multiple: value === 'several' })}
          maw={320}
        />
      </Stack>
      <Input.Label component="div">{t('options')}</Input.Label>
      <Text size="xs" c="dimmed">
        {t('optionsHint')}
      </Text>
      {options.map((_, option) => (
        <Group key={option} gap="xs" align="flex-start" wrap="wrap" data-option={option + 1} mb={4}>
          <TextInput
            style={{ flex: '1 1 14rem' }}
            aria-label={t('questionOption', { number, option: option + 1 })}
            placeholder={t('option', { option: option + 1 })}
            maxLength={ANSWER_FORM_LIMITS.optionCharacters}
            {...form.getInputProps(`${path}.options.${option}`)}
          />
          <Group gap={6} wrap="nowrap" mih={36}>
            <Checkbox
              label={t('preferred')}
              aria-label={t('optionPreferred', { option: option + 1 })}
              checked={choice.preferred.includes(option)}
              onChange={(event) =>
                change(setPreferred(choice, option, event.currentTarget.checked))
              }
            />
            <ActionIcon
              variant="default"
              size={30}
              disabled={option === 0}
              onClick={() => change(moveOption(choice, option, option - 1))}
              aria-label={t('moveOptionUp', { option: option + 1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size={30}
              disabled={option === options.length - 1}
              onClick={() => change(moveOption(choice, option, option + 1))}
              aria-label={t('moveOptionDown', { option: option + 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size={30}
              disabled={options.length <= ANSWER_FORM_LIMITS.options.min}
              onClick={() => change(removeOption(choice, option))}
              aria-label={t('removeOption', { option: option + 1 })}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
      ))}
      {listErrors.map((error, at) => (
        <Text key={at} size="sm" c="red.4" role="alert">
          {error}
        </Text>
      ))}
      <Group gap="sm">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={options.length >= ANSWER_FORM_LIMITS.options.max}
          onClick={() => change(addOption(choice))}
        >
          {t('addOption')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('optionsOfMost', { count: options.length, max: ANSWER_FORM_LIMITS.options.max })}
        </Text>
      </Group>
    </Stack>
  );
}
