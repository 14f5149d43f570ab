import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useTexts } from '../../../i18n/texts';
import { recorderTexts } from '../recorder-texts';

/** The video step's tips box (docs/product.md#video-step). */
export function RecordingTips() {
  const t = useTexts(recorderTexts);
  return (
    <Alert variant="light" icon={<IconBulb aria-hidden />} title={t('tipsTitle')}>
      {t('tipsIntro')}
      <List size="sm" mt="xs" spacing={2}>
        <List.Item>{t('tipLighting')}</List.Item>
        <List.Item>{t('tipCamera')}</List.Item>
        <List.Item>{t('tipProfessional')}</List.Item>
        <List.Item>{t('tipPace')}</List.Item>
      </List>
    </Alert>
  );
}
