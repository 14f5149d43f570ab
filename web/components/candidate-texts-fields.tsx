import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
import {
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useMemo } from 'react';
import {
  DEFAULT_AGREEMENT_HTML,
  DEFAULT_FIELD_ASKS,
  DEFAULT_INVITE_INTRO,
  DEFAULT_SECTION_NAMES,
  GENDER_ASKS,
  FIELD_ASKS,
  resolveCandidateTexts,
  SECTION_KEYS,
  type CandidateTexts,
  type SectionKey,
} from '../../shared/candidate-texts';
import { CANDIDATE_TEXT_LIMITS } from '../../shared/candidate-texts.schema';
import { FEEDBACK_TEXTS } from '../../shared/feedback-texts';
import { useTexts } from '../i18n/texts';
import { sanitizeAnswer } from '../lib/sanitize-answer';
import { candidateTextsTexts } from './candidate-texts-fields-texts';

/** The default next steps as the complete page says them. */
const DEFAULT_NEXT_STEPS_HTML = `<p>${FEEDBACK_TEXTS.whatsNextBody}</p>`;

type Key = keyof typeof candidateTextsTexts.english;
const FIELD_LABELS = {
  social: 'socialLink',
  experience: 'workExperience',
  gender: 'gender',
} as const satisfies Record<string, Key>;
const FIELDS = ['social', 'experience', 'gender'] as const;
const SECTION_LABELS: Record<SectionKey, Key> = {
  questions: 'questionsSection',
  video: 'videoSection',
  feedback: 'feedbackSection',
};
const ASK_LABELS = {
  off: 'askOff',
  optional: 'askOptional',
  required: 'askRequired',
} as const satisfies Record<string, Key>;

interface CandidateTextsFieldsProps {
  value: CandidateTexts;
  onChange: (next: CandidateTexts) => void;
  /**
   * What a text left unset falls back to: nothing for the workspace (the product's defaults), the
   * workspace's texts for a role.
   */
  inherited: CandidateTexts | null;
  disabled?: boolean;
}

/** The words each unset text shows: the workspace's, else the product's. */
function effective(value: CandidateTexts, inherited: CandidateTexts | null) {
  const texts = inherited ? resolveCandidateTexts(inherited, value) : value;
  return {
    agreement: texts.agreement ?? DEFAULT_AGREEMENT_HTML,
    fields: {
      social: texts.fields.social ?? DEFAULT_FIELD_ASKS.social,
      experience: texts.fields.experience ?? DEFAULT_FIELD_ASKS.experience,
      gender: texts.fields.gender ?? DEFAULT_FIELD_ASKS.gender,
    },
    sections: {
      questions: texts.sections.questions ?? DEFAULT_SECTION_NAMES.questions,
      video: texts.sections.video ?? DEFAULT_SECTION_NAMES.video,
      feedback: texts.sections.feedback ?? DEFAULT_SECTION_NAMES.feedback,
    },
    nextSteps: texts.nextSteps ?? DEFAULT_NEXT_STEPS_HTML,
    inviteIntro: texts.inviteIntro ?? DEFAULT_INVITE_INTRO,
  };
}

interface RichFieldProps {
  label: Key;
  /** The button that starts the team's own text. */
  writeOwn: Key;
  value: string | null;
  /** What shows while the field is unset. */
  fallback: string;
  /** Whose text shows while the field is unset: the workspace's (for a role) or the product's. */
  from: 'workspace' | 'product';
  onChange: (value: string | null) => void;
  disabled: boolean;
}

/** A rich text: the fallback until "Write our own"; basic HTML, sanitised as answers are. */
function RichField({ label, writeOwn, value, fallback, from, onChange, disabled }: RichFieldProps) {
  const t = useTexts(candidateTextsTexts);
  if (value === null) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('fallbackHeading', { label: t(label), from })}
        </Text>
        {!disabled && (
          <Group>
            <Button variant="default" size="xs" onClick={() => onChange(fallback)}>
              {t(writeOwn)}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Textarea
        label={t(label)}
        description={t('richDescription')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={CANDIDATE_TEXT_LIMITS.richCharacters}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={disabled}
      />
      {!disabled && (
        <Group>
          <Button variant="default" size="xs" onClick={() => onChange(null)}>
            {t('useFallback', { from })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The team's words for candidates (docs/product.md#candidate-texts): each text left unset uses
 * the workspace's (for a role) or the product's default, with a preview of what candidates see.
 */
export function CandidateTextsFields({
  value,
  onChange,
  inherited,
  disabled = false,
}: CandidateTextsFieldsProps) {
  const t = useTexts(candidateTextsTexts);
  const from = inherited ? 'workspace' : 'product';
  const shown = effective(value, inherited);
  const set = (patch: Partial<CandidateTexts>) => onChange({ ...value, ...patch });
  const inheritLabel = (ask: string) =>
    t('inheritedAsk', { from, ask: t(ASK_LABELS[ask as keyof typeof ASK_LABELS]) });
  const fallbackShown = effective(
    { ...value, fields: { social: null, experience: null, gender: null } },
    inherited,
  );
  return (
    <SimpleGrid cols={1} spacing="lg">
      <Stack gap="md">
        <RichField
          label="agreement"
          writeOwn="writeOwnAgreement"
          value={value.agreement}
          fallback={shown.agreement}
          from={from}
          onChange={(agreement) => set({ agreement })}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {FIELDS.map((field) => (
            <NativeSelect
              key={field}
              label={t(FIELD_LABELS[field])}
              value={value.fields[field] ?? ''}
              disabled={disabled}
              data={[
                { value: '', label: inheritLabel(fallbackShown.fields[field]) },
                ...(field === 'gender' ? GENDER_ASKS : FIELD_ASKS).map((ask) => ({
                  value: ask,
                  label: t(ASK_LABELS[ask]),
                })),
              ]}
              onChange={(event) => {
                const ask = event.currentTarget.value;
                set({ fields: { ...value.fields, [field]: ask === '' ? null : ask } });
              }}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {SECTION_KEYS.map((key) => (
            <TextInput
              key={key}
              label={t(SECTION_LABELS[key])}
              placeholder={fallbackShown.sections[key]}
              data-candidates-words
              maxLength={CANDIDATE_TEXT_LIMITS.sectionCharacters}
              value={value.sections[key] ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const name = event.currentTarget.value;
                set({ sections: { ...value.sections, [key]: name.trim() ? name : null } });
              }}
            />
          ))}
        </SimpleGrid>
        <RichField
          label="nextSteps"
          writeOwn="writeOwnNextSteps"
          value={value.nextSteps}
          fallback={shown.nextSteps}
          from={from}
          onChange={(nextSteps) => set({ nextSteps })}
          disabled={disabled}
        />
        <Textarea
          label={t('inviteIntro')}
          description={t('inviteIntroDescription')}
          placeholder={fallbackShown.inviteIntro}
          data-candidates-words
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CANDIDATE_TEXT_LIMITS.introCharacters}
          value={value.inviteIntro ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const intro = event.currentTarget.value;
            set({ inviteIntro: intro.trim() ? intro : null });
          }}
        />
      </Stack>
      <CandidateTextsPreview texts={shown} />
    </SimpleGrid>
  );
}

/** How candidates see the texts: the registration form, the sections, the next steps, the mail. */
function CandidateTextsPreview({ texts }: { texts: ReturnType<typeof effective> }) {
  const agreement = useMemo(() => sanitizeAnswer(texts.agreement), [texts.agreement]);
  const nextSteps = useMemo(() => sanitizeAnswer(texts.nextSteps), [texts.nextSteps]);
  const t = useTexts(candidateTextsTexts);
  const { fields } = texts;
  const intro = texts.inviteIntro
    .replaceAll('{role}', t('previewRole'))
    .replaceAll('{company}', t('previewCompany'));
  const asked = (field: keyof typeof fields, label: string) =>
    fields[field] === 'off' ? null : (
      <TextInput
        label={fields[field] === 'optional' ? t('previewOptional', { label }) : label}
        required={fields[field] === 'required'}
        readOnly
        tabIndex={-1}
      />
    );
  return (
    // The candidates' words (the team's, or the product's defaults), not the workspace's: in the
    // candidates' language, whatever the workspace's (docs/languages.md#the-workspace).
    <Paper
      withBorder
      p="md"
      bg="dark.8"
      aria-label={t('preview')}
      component="section"
      data-candidates-words
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('previewTitle')}
        </Title>
        <Text size="xs" c="dimmed" tt="uppercase">
          {t('previewRegistration')}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label={t('previewEmail')} required readOnly tabIndex={-1} />
          <TextInput label={t('previewFullName')} required readOnly tabIndex={-1} />
          {asked('experience', t('workExperience'))}
          {asked('gender', t('gender'))}
        </SimpleGrid>
        {asked('social', t('socialLink'))}
        <Checkbox
          readOnly
          tabIndex={-1}
          label={
            <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <div dangerouslySetInnerHTML={{ __html: agreement }} />
            </Typography>
          }
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        <Text size="xs" c="dimmed">
          {t('previewAlwaysSaid')}
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase">
          {t('previewSections')}
        </Text>
        <List type="ordered" size="sm" data-testid="preview-sections">
          <List.Item>{texts.sections.questions}</List.Item>
          <List.Item>{texts.sections.video}</List.Item>
          <List.Item>{texts.sections.feedback}</List.Item>
        </List>
        <Text size="xs" c="dimmed" tt="uppercase">
          {t('previewNextSteps')}
        </Text>
        <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <div dangerouslySetInnerHTML={{ __html: nextSteps }} />
        </Typography>
        <Text size="xs" c="dimmed" tt="uppercase">
          {t('previewInviteMail')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {intro}
        </Text>
      </Stack>
    </Paper>
  );
}
