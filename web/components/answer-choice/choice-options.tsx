import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Stack.css';
import { Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { ANSWER_FORM_TEXTS } from '../../../shared/answer-form-texts';

const TEXTS = ANSWER_FORM_TEXTS.review;

interface ChoiceOptionsProps {
  options: readonly string[];
  /** The candidate's chosen options (indexes); null or empty: none chosen. */
  chosen: readonly number[] | null;
  /** The team's preferred options, marked; absent where they are not shown (a share). */
  preferred?: readonly number[];
  multiple: boolean;
}

/**
 * A choice answer: every option in the team's order, the chosen ones marked (a filled check and
 * the word, so colour is never the only sign) and the preferred ones labelled.
 */
export function ChoiceOptions({ options, chosen, preferred, multiple }: ChoiceOptionsProps) {
  const picked = new Set(chosen ?? []);
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {multiple ? TEXTS.multipleChoice : TEXTS.singleChoice}
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {options.map((option, index) => {
          const isChosen = picked.has(index);
          const isPreferred = preferred?.includes(index) ?? false;
          return (
            <Group
              key={index}
              component="li"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              px="sm"
              py={6}
              data-option-chosen={isChosen}
              data-option-preferred={isPreferred}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                border: `1px solid ${isChosen ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
                background: isChosen ? 'var(--mantine-color-blue-light)' : undefined,
              }}
            >
              <Box c={isChosen ? 'blue' : 'dimmed'} mt={2} style={{ flex: 'none', lineHeight: 0 }}>
                {isChosen ? (
                  <IconCircleCheckFilled size={18} aria-hidden />
                ) : (
                  <IconCircleDashed size={18} aria-hidden />
                )}
              </Box>
              <Text
                size="sm"
                fw={isChosen ? 600 : 400}
                style={{ flex: 1, overflowWrap: 'anywhere' }}
              >
                {option}
                <VisuallyHidden>
                  {isChosen ? ` (${TEXTS.chosen})` : ` (${TEXTS.notChosen})`}
                </VisuallyHidden>
              </Text>
              {isPreferred && (
                <Badge variant="light" color="teal" radius="sm" size="sm" style={{ flex: 'none' }}>
                  {TEXTS.preferred}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
