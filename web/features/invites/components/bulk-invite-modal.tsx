import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileUpload, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import {
  BULK_INVITE_MAX,
  type BulkInviteFlag,
  type BulkInvitePreviewLine,
  type BulkInviteResponse,
} from '../../../../shared/inviting.schema';
import { RolePicker } from '../../../components/role-picker';
import { useTexts } from '../../../i18n/texts';
import { useRoles } from '../../../lib/admin-roles';
import { showError } from '../../../lib/toasts';
import { useCreateBulkInvites, usePreviewBulkInvites } from '../api/bulk-invite';
import { invitesTexts } from '../invites-texts';
import { parseInviteLines } from '../lib/parse-invite-lines';
import { CreatedInvitesList } from './created-invites-list';
import { SendChoice } from './send-choice';

/** What a flagged line says, by its flag (shared/messages/workspace-invites/). */
const FLAG_KEYS = {
  'missing-name': 'bulkFlagMissingName',
  'name-too-long': 'bulkFlagNameTooLong',
  'bad-email': 'bulkFlagBadEmail',
  duplicate: 'bulkFlagDuplicate',
  'already-invited': 'bulkFlagAlreadyInvited',
} as const satisfies Record<BulkInviteFlag, keyof typeof invitesTexts.english>;

interface BulkInviteModalProps {
  opened: boolean;
  onClose: () => void;
  /** SMTP is set: the invites may be sent by mail. */
  mailOn: boolean | undefined;
}

/** "Invite several": paste lines or upload a CSV, check them, invite the clean ones at once. */
export function BulkInviteModal({ opened, onClose, mailOn }: BulkInviteModalProps) {
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  const t = useTexts(invitesTexts);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulkTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="xl"
      fullScreen={narrow}
      centered
    >
      {/* Mounted while open only: each opening starts with an empty list. */}
      {opened && <BulkInviteSteps mailOn={mailOn} onClose={onClose} />}
    </Modal>
  );
}

function BulkInviteSteps({
  mailOn,
  onClose,
}: {
  mailOn: boolean | undefined;
  onClose: () => void;
}) {
  const roles = useRoles();
  const t = useTexts(invitesTexts);
  const preview = usePreviewBulkInvites();
  const create = useCreateBulkInvites();
  const [roleId, setRoleId] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [lines, setLines] = useState<BulkInvitePreviewLine[] | null>(null);
  // Sent by mail unless chosen otherwise, once mail is known to be on.
  const [send, setSend] = useState<boolean | null>(null);
  const [result, setResult] = useState<BulkInviteResponse | null>(null);
  const clean = lines?.filter((line) => line.flags.length === 0) ?? [];
  const sending = (send ?? true) && mailOn === true;

  const readFile = (file: File | null) => {
    if (!file) return;
    void file.text().then((content) => {
      setText(content);
      setLines(null);
    });
  };

  const check = () => {
    if (!roleId) return setProblem(t('bulkRoleMissing'));
    const people = parseInviteLines(text);
    if (people.length === 0) return setProblem(t('bulkEmpty'));
    if (people.length > BULK_INVITE_MAX)
      return setProblem(t('bulkTooMany', { max: BULK_INVITE_MAX }));
    setProblem(null);
    preview.mutate(
      { identifyCode: roleId, entries: people },
      { onSuccess: setLines, onError: (error) => setProblem(error.message) },
    );
  };

  const invite = () =>
    create.mutate(
      {
        identifyCode: roleId,
        entries: clean.map(({ name, email }) => ({ name, email })),
        send: sending,
      },
      { onSuccess: setResult, onError: (error) => showError(error.message) },
    );

  if (result) {
    const skipped = (lines?.length ?? 0) - result.data.invites.length;
    return (
      <Stack gap="md">
        <Alert color="teal" title={t('bulkDoneTitle')}>
          {t('bulkSummary', {
            created: result.data.invites.length,
            queued: result.data.queued,
            skipped,
          })}
        </Alert>
        <CreatedInvitesList invites={result.data.invites} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('bulkClose')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <RolePicker
        roles={roles.data?.filter((role) => !role.archived)}
        loading={roles.isFetching}
        error={roles.error ? roles.error.message : null}
        value={roleId}
        onChange={(value) => {
          setRoleId(value);
          setLines(null);
        }}
        description={t('bulkRoleDescription')}
        waitingPlaceholder={t('loadingRoles')}
        required
      />
      <Textarea
        label={t('bulkPasteLabel')}
        description={t('bulkPasteDescription')}
        placeholder={t('bulkPastePlaceholder')}
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setLines(null);
        }}
        error={problem}
      />
      <Group gap="sm" justify="space-between">
        <FileButton onChange={readFile} accept="text/csv,.csv,text/plain,.txt">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />}>
              {t('bulkUpload')}
            </Button>
          )}
        </FileButton>
        <Button
          variant={lines ? 'default' : 'filled'}
          leftSection={<IconListCheck size={16} />}
          loading={preview.isPending}
          onClick={check}
        >
          {t('bulkPreview')}
        </Button>
      </Group>
      {lines && (
        <>
          <PreviewTable lines={lines} />
          <Text size="sm" fw={500} role="status">
            {clean.length > 0
              ? t('bulkReady', { clean: clean.length, total: lines.length })
              : t('bulkNothingClean')}
          </Text>
          <SendChoice send={sending} onChange={setSend} mailOn={mailOn} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button disabled={clean.length === 0} loading={create.isPending} onClick={invite}>
              {t('bulkCreate', { count: clean.length, mode: sending ? 'email' : 'link' })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function PreviewTable({ lines }: { lines: BulkInvitePreviewLine[] }) {
  const t = useTexts(invitesTexts);
  // Two columns (the person, what is wrong), so that the flags stay in view at 390 px.
  return (
    <Table verticalSpacing="xs" aria-label={t('bulkListLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={32}>#</Table.Th>
          <Table.Th>{t('bulkColumnPerson')}</Table.Th>
          <Table.Th>{t('bulkColumnCheck')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, index) => (
          <Table.Tr key={index} data-flagged={line.flags.length > 0 || undefined}>
            <Table.Td c="dimmed" style={{ verticalAlign: 'top' }}>
              {index + 1}
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Text size="sm" fw={500} lineClamp={1} c={line.name ? undefined : 'dimmed'}>
                {line.name || '—'}
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {line.email || '—'}
              </Text>
            </Table.Td>
            <Table.Td style={{ verticalAlign: 'top' }}>
              <Stack gap={4} align="flex-start">
                {line.flags.length === 0 ? (
                  <Badge color="teal" variant="light" radius="sm">
                    {t('bulkReadyFlag')}
                  </Badge>
                ) : (
                  line.flags.map((flag) => (
                    <Text key={flag} size="xs" fw={600} c="red">
                      {t(FLAG_KEYS[flag])}
                    </Text>
                  ))
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
