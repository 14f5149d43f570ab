import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';

/** At zero the candidate can still finish; they are told their work is marked, not lost. */
export function OverTimeNotice({ minutes }: { minutes: number }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglassEmpty aria-hidden />}
      title={minutes === 1 ? 'The minute is up' : `The ${minutes} minutes are up`}
    >
      You can still finish: everything you submit is kept, and the hiring team will see that it took
      longer.
    </Alert>
  );
}
