import { randomId } from '@mantine/hooks';
import { NO_CANDIDATE_TEXTS, type CandidateTexts } from '../../../../shared/candidate-texts';
import {
  DEFAULT_ROLE_SETTINGS,
  type CreateRoleRequest,
  type RoleInput,
  type RoleSettings,
} from '../../../../shared/roles.schema';
import type { AnswerForm } from '../../../../shared/question-forms.schema';

/** A question in the form: its text and guidance, with a key that follows it when it moves. */
export interface QuestionValues {
  key: string;
  text: string;
  guidance: string;
  answer: AnswerForm;
  required: boolean;
}

/** What the editor's form holds: a role's input, plus the identify code a new role may choose. */
export interface RoleFormValues {
  /** Only a new role's: empty for one the server picks. */
  id: string;
  title: string;
  company: { name: string; url: string; logoId: string | null };
  questions: QuestionValues[];
  settings: RoleSettings;
  /** The role's own words for candidates; each text null for the workspace's. */
  candidateTexts: CandidateTexts;
}

export function newQuestion(
  text = '',
  guidance = '',
  answer: AnswerForm = { type: 'written' },
  required = true,
): QuestionValues {
  return { key: randomId('question-'), text, guidance, answer, required };
}

/** A blank role: one empty question and today's settings (20 minutes, 3-minute video). */
export function blankRoleValues(): RoleFormValues {
  return {
    id: '',
    title: '',
    company: { name: '', url: '', logoId: null },
    questions: [newQuestion()],
    settings: structuredClone(DEFAULT_ROLE_SETTINGS),
    candidateTexts: structuredClone(NO_CANDIDATE_TEXTS),
  };
}

/** An existing role's or a template's input, ready to edit. */
export function toFormValues(input: RoleInput): RoleFormValues {
  return {
    id: '',
    title: input.title,
    company: { ...input.company },
    questions: input.questions.map((question) =>
      newQuestion(
        question.text,
        question.guidance,
        structuredClone(question.answer),
        question.required,
      ),
    ),
    settings: structuredClone(input.settings),
    candidateTexts: structuredClone(input.candidateTexts ?? NO_CANDIDATE_TEXTS),
  };
}

/** What the API takes: the keys dropped, the identify code only when one was typed. */
export function toRoleInput(values: RoleFormValues): RoleInput {
  return {
    title: values.title,
    company: values.company,
    questions: values.questions.map(({ text, guidance, answer, required }) => ({
      text,
      guidance,
      answer,
      required,
    })),
    settings: values.settings,
    candidateTexts: values.candidateTexts,
  };
}

export function toCreateRequest(values: RoleFormValues): CreateRoleRequest {
  const id = values.id.trim();
  return { ...toRoleInput(values), ...(id ? { id } : {}) };
}
