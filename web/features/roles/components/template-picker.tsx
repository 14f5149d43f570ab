import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import { Modal, ScrollArea, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { RoleTemplate } from '../../../../shared/roles.schema';
import { LoadError } from '../../../components/load-error';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../lib/paths';
import { useRoleTemplates } from '../api/list-role-templates';
import { rolesTexts } from '../roles-texts';
import classes from './template-picker.module.css';

const fold = (text: string) => text.toLowerCase();

function matching(templates: RoleTemplate[], search: string): RoleTemplate[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    const text = fold(`${template.title} ${template.companyName}`);
    return words.every((word) => text.includes(word));
  });
}

/** "Start from a template": the catalogue's roles, searchable; picking one opens the editor. */
export function TemplatePicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(rolesTexts);
  const templates = useRoleTemplates(opened);
  const [search, setSearch] = useState('');
  const shown = useMemo(() => matching(templates.data ?? [], search), [templates.data, search]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('startFromTemplate')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('templatesLead')}
        </Text>
        <TextInput
          label={t('searchTemplates')}
          placeholder={t('searchTemplatesPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {templates.isPending ? (
          <Stack gap={6} role="status" aria-label={t('loadingTemplates')}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={48} />
            ))}
          </Stack>
        ) : templates.isError ? (
          <LoadError
            title={t('templatesLoadFailed')}
            message={templates.error.message}
            retrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
            retryLabel={t('tryAgain')}
          />
        ) : (
          <>
            <Text size="xs" c="dimmed" aria-live="polite">
              {shown.length === templates.data.length
                ? t('templatesCount', { count: shown.length })
                : t('templatesMatching', { shown: shown.length, total: templates.data.length })}
            </Text>
            <ScrollArea.Autosize mah="55vh" type="auto" offsetScrollbars>
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {shown.map((template) => (
                  <li key={template.templateId}>
                    <UnstyledButton
                      component={Link}
                      to={paths.adminNewRole(template.templateId)}
                      className={classes.item}
                    >
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {template.title}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('templateFacts', {
                          company: template.companyName,
                          questions: template.input.questions.length,
                          minutes: template.input.settings.answerMinutes ?? 'none',
                        })}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
              {shown.length === 0 && (
                <Text size="sm" c="dimmed" py="md" ta="center">
                  {t('noTemplateMatches', { search })}
                </Text>
              )}
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Modal>
  );
}
