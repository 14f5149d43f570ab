/**
 * The team's own words for candidates (docs/product.md#candidate-texts): what a workspace, and a
 * role over it, may replace, and the product's own texts as the defaults. Without zod: the sign-up page
 * reads it, and is held to its weight.
 */

/** How a registration field is asked: not at all, optional, or required. */
export const FIELD_ASKS = ['off', 'optional', 'required'] as const;
export type FieldAsk = (typeof FIELD_ASKS)[number];
/** Gender is never required: a candidate who is asked may always leave it (docs/privacy.md#gender). */
export const GENDER_ASKS = ['off', 'optional'] as const;
type GenderAsk = (typeof GENDER_ASKS)[number];

/** The registration fields a team may ask or not; name and email are always required. */
export const REGISTRATION_FIELDS = ['social', 'experience', 'gender'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The assessment's sections a team may name: the questions, the video, the feedback. */
export const SECTION_KEYS = ['questions', 'video', 'feedback'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * The team's words as stored: a workspace's (null: the default) or a role's (null: the
 * workspace's). `agreement` and `nextSteps` are rich text, sanitised like answers; the rest plain.
 */
export interface CandidateTexts {
  agreement: string | null;
  fields: { social: FieldAsk | null; experience: FieldAsk | null; gender: GenderAsk | null };
  sections: Record<SectionKey, string | null>;
  nextSteps: string | null;
  inviteIntro: string | null;
}

/** Nothing of the team's own: every text its default. */
export const NO_CANDIDATE_TEXTS: CandidateTexts = {
  agreement: null,
  fields: { social: null, experience: null, gender: null },
  sections: { questions: null, video: null, feedback: null },
  nextSteps: null,
  inviteIntro: null,
};

/**
 * The product's registration form: social link and experience required, gender optional. Gender
 * stays asked by default because the product's form asks it; reviewers never see it
 * (docs/privacy.md#gender).
 */
export const DEFAULT_FIELD_ASKS: Record<RegistrationField, FieldAsk> = {
  social: 'required',
  experience: 'required',
  gender: 'optional',
};

export const DEFAULT_SECTION_NAMES: Record<SectionKey, string> = {
  questions: 'Problem Solving',
  video: 'Video Introduction',
  feedback: 'Interview Preparation',
};

/** The rules of the default agreement, as the team's own text starts from them. */
export const DEFAULT_AGREEMENT_HTML =
  "<p>I agree to the assessment rules:</p><ul><li>I will not copy code or text from any source.</li><li>I will not use websites or AI tools for help.</li><li>I will not share the platform's content or questions.</li></ul>";

/**
 * The invite mail's introduction; `{role}` and `{company}` stand for the role's title and the
 * company's name, in the team's text too.
 */
export const DEFAULT_INVITE_INTRO =
  'Thank you for your interest in the {role} role at {company}. The next step is a short assessment: a few questions you answer in your own time, in your browser.';

/** What the sign-up page reads: the team's agreement, and how each field is asked. */
export interface CandidateTextsView {
  /** The team's agreement (sanitised html), or null for the default. */
  agreement: string | null;
  fields: Record<RegistrationField, FieldAsk>;
}

/** Each text: the role's own, else the workspace's, else the default. */
export function resolveCandidateTexts(
  workspace: CandidateTexts,
  role: CandidateTexts | null,
): CandidateTexts {
  const own = role ?? NO_CANDIDATE_TEXTS;
  const pick = <T>(mine: T | null, theirs: T | null): T | null => mine ?? theirs;
  return {
    agreement: pick(own.agreement, workspace.agreement),
    fields: {
      social: pick(own.fields.social, workspace.fields.social),
      experience: pick(own.fields.experience, workspace.fields.experience),
      gender: pick(own.fields.gender, workspace.fields.gender),
    },
    sections: {
      questions: pick(own.sections.questions, workspace.sections.questions),
      video: pick(own.sections.video, workspace.sections.video),
      feedback: pick(own.sections.feedback, workspace.sections.feedback),
    },
    nextSteps: pick(own.nextSteps, workspace.nextSteps),
    inviteIntro: pick(own.inviteIntro, workspace.inviteIntro),
  };
}

/** What the sign-up page reads of the resolved texts: each field's ask filled in. */
export function candidateTextsView(texts: CandidateTexts): CandidateTextsView {
  return {
    agreement: texts.agreement,
    fields: {
      social: texts.fields.social ?? DEFAULT_FIELD_ASKS.social,
      experience: texts.fields.experience ?? DEFAULT_FIELD_ASKS.experience,
      gender: texts.fields.gender ?? DEFAULT_FIELD_ASKS.gender,
    },
  };
}
