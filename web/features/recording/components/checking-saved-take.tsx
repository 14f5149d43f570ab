import '@mantine/core/styles/Loader.css';
import { Group, Loader, Text, type MantineSpacing } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/texts';
import { recorderTexts } from '../recorder-texts';

/**
 * A look shorter than this shows nothing: most takes were never cut short, and the first ask
 * answers at once, so the words would flash on every video or audio question opened.
 */
export const CHECKING_SHOWN_AFTER_MS = 400;

/**
 * The page finding out whether a take was cut short: said only once the look takes a moment, and
 * until then the same space kept empty, so the recorder does not jump when the words appear.
 */
export function CheckingSavedTake({ py }: { py: MantineSpacing }) {
  const t = useTexts(recorderTexts);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CHECKING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Group
      gap="sm"
      role="status"
      py={py}
      justify="center"
      data-checking-saved-take={shown ? 'shown' : 'waiting'}
      style={shown ? undefined : { visibility: 'hidden' }}
    >
      <Loader size="sm" aria-hidden />
      <Text>{t('checking')}</Text>
    </Group>
  );
}
