import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRIVACY_NOTICE_MAX } from '../../../../shared/privacy.schema';
import { useTexts } from '../../../i18n/texts';
import { privacyTexts } from '../privacy-texts';

interface NoticeFieldProps {
  /** The team's own text; null while the default is used. */
  value: string | null;
  defaultNotice: string;
  onChange: (notice: string | null) => void;
  error: ReactNode;
  disabled: boolean;
}

/**
 * The privacy notice candidates read before they register and on "Your data": the default text
 * built from the saved settings, or the team's own ("Write our own"; "Use the default text" goes
 * back to it).
 */
export function NoticeField({ value, defaultNotice, onChange, error, disabled }: NoticeFieldProps) {
  const t = useTexts(privacyTexts);
  if (value === null) {
    return (
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('noticeDefaultLabel')}
        </Text>
        <Paper withBorder p="sm" bg="dark.7" component="blockquote" m={0}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {defaultNotice}
          </Text>
        </Paper>
        <Text size="xs" c="dimmed">
          {t('noticeDefaultHint')}
        </Text>
        {!disabled && (
          <Group>
            <Button variant="default" onClick={() => onChange(defaultNotice)}>
              {t('writeOwn')}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t('noticeOwnLabel')}
        description={t('noticeOwnDescription')}
        autosize
        minRows={6}
        maxRows={16}
        maxLength={PRIVACY_NOTICE_MAX}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        disabled={disabled}
      />
      {!disabled && (
        <Group>
          <Button variant="default" onClick={() => onChange(null)}>
            {t('useDefault')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
