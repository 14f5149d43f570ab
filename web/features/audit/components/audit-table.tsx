import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { AuditEvent } from '../../../../shared/audit.schema';
import { StackedDateTime } from '../../../components/date-time-text';
import { translateKnown, useTexts } from '../../../i18n/texts';
import { auditTexts } from '../audit-texts';

/** What a recorded action is called on the page; an action the catalogue does not name shows as it is. */
function actionKey(action: string): keyof (typeof auditTexts)['english'] | null {
  const key = `action.${action}`;
  return key in auditTexts.english ? (key as keyof (typeof auditTexts)['english']) : null;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

export function AuditTable({ items, stale }: { items: AuditEvent[]; stale: boolean }) {
  const t = useTexts(auditTexts);
  const actionName = (action: string) => {
    const key = actionKey(action);
    return key ? t(key) : action;
  };
  return (
    // On a phone the table scrolls sideways, and nothing in it takes the focus: the container
    // does, so the arrow keys can scroll it.
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      style={{ position: 'relative' }}
      tabIndex={0}
      role="region"
      aria-label={t('entries')}
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-label={t('table')}
        aria-busy={stale}
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={nowrap}>{t('when')}</Table.Th>
            <Table.Th>{t('who')}</Table.Th>
            <Table.Th>{t('what')}</Table.Th>
            <Table.Th>{t('details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <StackedDateTime value={event.createdAt} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {event.actorName}
                </Text>
                {event.memberId === null && (
                  <Text size="xs" c="dimmed">
                    {t('withoutAccount')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={nowrap}>
                <Text size="sm">{actionName(event.action)}</Text>
                {event.detail.via === 'token' && (
                  <Text size="xs" c="dimmed">
                    {t('withToken')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {event.target ? translateKnown(auditTexts, t, event.target) : '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
