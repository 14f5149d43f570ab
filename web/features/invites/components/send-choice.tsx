import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { useTexts } from '../../../i18n/texts';
import { invitesTexts } from '../invites-texts';

/**
 * "Send by email" or "Just create the link", for one invite or a list; sending is offered only
 * while mail is on (`mailOn` is undefined while the status loads), with a note when it is off.
 */
export function SendChoice({
  send,
  onChange,
  mailOn,
  style,
}: {
  send: boolean;
  onChange: (send: boolean) => void;
  mailOn: boolean | undefined;
  style?: CSSProperties;
}) {
  const labelId = useId();
  const t = useTexts(invitesTexts);
  return (
    <Stack gap={4} style={style}>
      <Text size="sm" fw={500} id={labelId}>
        {t('sendChoiceLabel')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={send ? 'send' : 'link'}
        onChange={(choice) => onChange(choice === 'send')}
        data={[
          { value: 'send', label: t('sendByEmail'), disabled: mailOn !== true },
          { value: 'link', label: t('justCreateLink') },
        ]}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      {mailOn === false && (
        <Text size="xs" c="dimmed">
          {t('sendWhenMailOff')}
        </Text>
      )}
    </Stack>
  );
}
