import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import './page-shell.css';
import { Anchor, Avatar, Badge, Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DEFAULT_QUESTION_COUNT } from '../../shared/constants';
import { entryText } from '../i18n/entry-texts';
import { usePageLanguage } from '../i18n/texts';
import { useToastCloseLabel } from '../lib/toasts';
import { BrandMark } from './brand-mark';

export interface ShellCompany {
  name: string;
  url: string;
  logo: string;
}

export interface PageShellProps {
  company?: ShellCompany;
  userName?: string;
  /** Answered questions; the progress counter shows only when this is given. */
  currentStep?: number;
  totalSteps?: number;
  /** Already formatted, e.g. `14:05`; shown only when known (a role without a limit has none). */
  timeRemaining?: string;
  /**
   * What a screen reader is told of the time left, when it is worth saying (`Less than 5 minutes
   * left.`): the clock itself ticks every second and is not read out.
   */
  timeAnnouncement?: string;
  /** The progress's words in the page's language (the assessment's); English without them. */
  progressTexts?: ProgressTexts;
  children: ReactNode;
}

export interface ProgressTexts {
  /** The progress group's name: `Progress`. */
  progress: string;
  /** The counter: `Answered 1 of 3`. */
  answered: string;
  /** The clock's name: `Time remaining`. */
  timeRemaining: string;
}

/** The dark, full-page frame of every candidate page (docs/product.md#page-frame). */
export function PageShell({
  company,
  userName,
  currentStep,
  totalSteps,
  timeRemaining,
  timeAnnouncement,
  progressTexts,
  children,
}: PageShellProps) {
  // From the catalogue whose every language is in the first file: the frame never waits for words.
  useToastCloseLabel(entryText(usePageLanguage(), 'closeNotification'));
  const showProgress = currentStep !== undefined;
  const words = progressTexts ?? {
    progress: 'Progress',
    answered: `Answered ${currentStep} of ${totalSteps ?? DEFAULT_QUESTION_COUNT}`,
    timeRemaining: 'Time remaining',
  };
  return (
    <Box mih="100vh" bg="dark.8" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        px="lg"
        py="sm"
        bg="dark.7"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        {/* On a phone the progress, then the name, take lines of their own: nothing is cut. */}
        <Group justify="space-between" wrap="wrap" gap="md" style={{ rowGap: 8 }}>
          {company ? (
            <Anchor
              href={company.url}
              target="_blank"
              rel="noopener noreferrer"
              c="gray.0"
              underline="never"
              style={{ minWidth: 0 }}
            >
              <Group gap="sm" wrap="nowrap">
                <Avatar src={company.logo} alt="" radius="md" size={36} />
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {company.name}
                </Text>
              </Group>
            </Anchor>
          ) : (
            <BrandMark />
          )}
          {showProgress && (
            <Group
              gap="md"
              wrap="wrap"
              role="group"
              aria-label={words.progress}
              style={{ minWidth: 0, maxWidth: '100%' }}
            >
              <Badge variant="light" size="lg" radius="sm" style={{ flexShrink: 0 }}>
                {words.answered}
              </Badge>
              {timeRemaining && (
                <Group
                  gap={4}
                  wrap="nowrap"
                  role="group"
                  aria-label={words.timeRemaining}
                  style={{ flexShrink: 0 }}
                >
                  <IconClock size={16} aria-hidden />
                  <Text size="sm" ff="monospace">
                    {timeRemaining}
                  </Text>
                </Group>
              )}
              {timeRemaining && (
                <VisuallyHidden aria-live="polite" aria-atomic="true">
                  {timeAnnouncement}
                </VisuallyHidden>
              )}
              {userName && (
                <Text size="sm" c="dimmed" truncate maw="100%" title={userName}>
                  {userName}
                </Text>
              )}
            </Group>
          )}
        </Group>
      </Box>
      <Box component="main" className="candidate-page" style={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
