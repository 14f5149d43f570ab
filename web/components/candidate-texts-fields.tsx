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
import { sanitizeAnswer } from '../lib/sanitize-answer';

/** The default next steps as the complete page says them. */
const DEFAULT_NEXT_STEPS_HTML = `<p>${FEEDBACK_TEXTS.whatsNextBody}</p>`;

const FIELD_LABELS = { social: 'Social link', experience: 'Work experience', gender: 'Gender' };
const SECTION_LABELS: Record<SectionKey, string> = {
  questions: 'Questions section',
  video: 'Video section',
  feedback: 'Feedback section',
};
const ASK_LABELS = { off: 'Not asked', optional: 'Optional', required: 'Required' };

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
  label: string;
  value: string | null;
  /** What shows while the field is unset. */
  fallback: string;
  fallbackName: string;
  onChange: (value: string | null) => void;
  disabled: boolean;
}

/** A rich text: the fallback until "Write our own"; basic HTML, sanitised as answers are. */
function RichField({ label, value, fallback, fallbackName, onChange, disabled }: RichFieldProps) {
  if (value === null) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {label} ({fallbackName})
        </Text>
        {!disabled && (
          <Group>
            <Button variant="default" size="xs" onClick={() => onChange(fallback)}>
              Write our own {label.toLowerCase()}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        description="Basic HTML: <p>, <ul> and <li>, <strong>, <em>, links. Anything else is removed."
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
            Use {fallbackName}
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
  const fallbackName = inherited ? "the workspace's" : 'the default';
  const shown = effective(value, inherited);
  const set = (patch: Partial<CandidateTexts>) => onChange({ ...value, ...patch });
  const inheritLabel = (ask: string) =>
    `${inherited ? "Workspace's" : 'Default'} (${ASK_LABELS[ask as keyof typeof ASK_LABELS]})`;
  const fallbackShown = effective(
    { ...value, fields: { social: null, experience: null, gender: null } },
    inherited,
  );
  return (
    <SimpleGrid cols={1} spacing="lg">
      <Stack gap="md">
        <RichField
          label="Agreement"
          value={value.agreement}
          fallback={shown.agreement}
          fallbackName={fallbackName}
          onChange={(agreement) => set({ agreement })}
          disabled={disabled}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {(['social', 'experience', 'gender'] as const).map((field) => (
            <NativeSelect
              key={field}
              label={FIELD_LABELS[field]}
              value={value.fields[field] ?? ''}
              disabled={disabled}
              data={[
                { value: '', label: inheritLabel(fallbackShown.fields[field]) },
                ...(field === 'gender' ? GENDER_ASKS : FIELD_ASKS).map((ask) => ({
                  value: ask,
                  label: ASK_LABELS[ask],
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
              label={SECTION_LABELS[key]}
              placeholder={fallbackShown.sections[key]}
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
          label="Next steps"
          value={value.nextSteps}
          fallback={shown.nextSteps}
          fallbackName={fallbackName}
          onChange={(nextSteps) => set({ nextSteps })}
          disabled={disabled}
        />
        <Textarea
          label="Invite mail introduction"
          description="Plain text after the greeting; {role} and {company} are filled in, a blank line starts a paragraph. Empty: the default."
          placeholder={fallbackShown.inviteIntro}
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
  const { fields } = texts;
  const asked = (field: keyof typeof fields, label: string) =>
    fields[field] === 'off' ? null : (
      <TextInput
        label={fields[field] === 'optional' ? `${label} (optional)` : label}
        required={fields[field] === 'required'}
        readOnly
        tabIndex={-1}
      />
    );
  return (
    <Paper withBorder p="md" bg="dark.8" aria-label="Preview" component="section">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Preview: what candidates see
        </Title>
        <Text size="xs" c="dimmed" tt="uppercase">
          Registration
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          <TextInput label="Email" required readOnly tabIndex={-1} />
          <TextInput label="Full name" required readOnly tabIndex={-1} />
          {asked('experience', 'Work experience')}
          {asked('gender', 'Gender')}
        </SimpleGrid>
        {asked('social', 'Social link')}
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
          What the team receives (answers, recordings, device details, the integrity log) is always
          said after the agreement.
        </Text>
        <Text size="xs" c="dimmed" tt="uppercase">
          Sections
        </Text>
        <List type="ordered" size="sm" data-testid="preview-sections">
          <List.Item>{texts.sections.questions}</List.Item>
          <List.Item>{texts.sections.video}</List.Item>
          <List.Item>{texts.sections.feedback}</List.Item>
        </List>
        <Text size="xs" c="dimmed" tt="uppercase">
          Next steps
        </Text>
        <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
          <div dangerouslySetInnerHTML={{ __html: nextSteps }} />
        </Typography>
        <Text size="xs" c="dimmed" tt="uppercase">
          Invite mail
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {texts.inviteIntro
            .replaceAll('{role}', 'Office Manager')
            .replaceAll('{company}', 'your company')}
        </Text>
      </Stack>
    </Paper>
  );
}
