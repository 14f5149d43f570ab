import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';

/** At zero the candidate can still finish; they are told their work is marked, not lost. */
export function OverTimeNotice({ minutes }: { minutes: number }) {
  const t = useTexts(assessmentTexts);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglassEmpty aria-hidden />}
      title={t('overTimeTitle', { minutes })}
    >
      {t('overTimeBody')}
    </Alert>
  );
}
