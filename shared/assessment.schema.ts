import { z } from 'zod';
import { AnswerFileSchema } from './answer-files.schema';
import { LANGUAGES } from './i18n/languages';
import { ANSWER_FORM_LIMITS, CandidateQuestionFormSchema } from './question-forms.schema';
import { RoleSettingsSchema } from './roles.schema';
import { isSaneClientTime, withoutNul } from './safe-input';

/** Limits on what a candidate may store. */
export const ANSWER_MAX_CHARACTERS = 100_000;
export const INTEGRITY_EVENTS_MAX_PER_CANDIDATE = 2_000;
/**
 * How far ahead of the server's clock an answer's sequence may be. The browser takes
 * its sequences from the server's clock (`timing.serverNow`), so this is only slack for latency
 * and drift; a sequence further ahead is refused, so no client can make later saves "older".
 */
export const ANSWER_SEQUENCE_MAX_AHEAD_MS = 5 * 60 * 1000;
export const ANSWER_SEQUENCE_AHEAD_MESSAGE =
  "The answer's sequence number is ahead of the server's clock; reload the page and try again.";

export const AssessmentStepSchema = z.enum(['overview', 'questions', 'video', 'complete']);
export type AssessmentStep = z.infer<typeof AssessmentStepSchema>;

export const AnswerSchema = z.object({
  questionId: z.number().int().min(0),
  question: z.string(),
  /** Rich text as sanitised HTML ('' for an answer that is not written). */
  answer: z.string(),
  /** A choice question's chosen options (their indexes, in the order of the options); null otherwise. */
  choices: z.array(z.number().int().min(0)).nullable(),
  /** The candidate skipped this optional question. */
  skipped: z.boolean(),
  /** The client's sequence number of this version; larger is newer. */
  sequence: z.number().int(),
  updatedAt: z.string(),
});
export type Answer = z.infer<typeof AnswerSchema>;

/**
 * `/api/assessment/answers/:questionId`: a question's index. Only a short, plain id is echoed
 * back in the error, never control characters or a long string.
 */
export const QuestionIdParamsSchema = z.object({
  questionId: z.string().transform((raw, context) => {
    if (/^\d{1,3}$/.test(raw)) return Number(raw);
    const shown = /^[\w-]{1,20}$/.test(raw) ? `Question ${raw}` : 'This question';
    context.addIssue({ code: 'custom', message: `${shown} does not exist.` });
    return z.NEVER;
  }),
});

/**
 * A recording the candidate finished (End Recording, and its upload arrived whole) but did not
 * submit: a reload came between. Its take is used; Submit Recording sends this `uploadId`.
 */
export const PendingRecordingSchema = z.object({
  uploadId: z.string(),
  /** The video's length, once the server has measured it; null until then. */
  durationMs: z.number().int().min(0).nullable(),
});
export type PendingRecording = z.infer<typeof PendingRecordingSchema>;

/** Where one video or audio question stands: its own takes, Record Again and Submit. */
export const MediaProgressSchema = z.object({
  questionId: z.number().int().min(0),
  media: z.enum(['video', 'audio']),
  /** Takes left for this question by its form; null: as many as they like. */
  takesLeft: z.number().int().min(0).nullable(),
  /** A finished take of this question not yet submitted (a reload came between), or null. */
  pendingRecording: PendingRecordingSchema.nullable(),
  /** The submitted answer, with its length once processing measured it; null until submitted. */
  submitted: z.object({ durationMs: z.number().int().min(0).nullable() }).nullable(),
});
export type MediaProgress = z.infer<typeof MediaProgressSchema>;

/** `GET /api/assessment`: everything the candidate's browser needs to resume. */
export const AssessmentStateSchema = z.object({
  result: z.literal(true),
  data: z.object({
    candidate: z.object({
      name: z.string(),
      email: z.string(),
      social: z.string(),
      company: z.string(),
    }),
    inviteCode: z.string(),
    /**
     * The language the candidate registered in (docs/languages.md): their pages on any device
     * draw in it, unless they switched on this device.
     */
    language: z.enum(LANGUAGES),
    role: z.object({
      id: z.string(),
      title: z.string(),
      company: z.object({ name: z.string(), url: z.string(), logo: z.string() }),
      maxMinutes: z.string(),
      questions: z.array(z.string()),
      /** Each question's guidance for the candidate, in question order ('' for none). */
      guidance: z.array(z.string()),
      /**
       * How each question is answered, in question order (a choice without the team's preferred
       * options, which the candidate never sees).
       */
      forms: z.array(CandidateQuestionFormSchema),
      /** What the invite's version of the role gives: time limit, video, takes, thinking time. */
      settings: RoleSettingsSchema,
    }),
    /**
     * The team's words on these pages (docs/product.md#candidate-texts): the section names, and
     * the complete page's next steps (sanitised html); each null where the default stands.
     */
    texts: z.object({
      sections: z.object({
        questions: z.string().nullable(),
        video: z.string().nullable(),
        feedback: z.string().nullable(),
      }),
      nextSteps: z.string().nullable(),
    }),
    /** Empty once the assessment is submitted: it then shows its state, not its contents. */
    answers: z.array(AnswerSchema),
    /** The files given to file questions, in question order (empty once submitted). */
    files: z.array(AnswerFileSchema),
    progress: z.object({
      step: AssessmentStepSchema,
      questionIndex: z.number().int(),
      /**
       * How many questions are done: answered in their form (text, an option, a file, a submitted
       * recording) or, optional, skipped.
       */
      answered: z.number().int(),
      videoCompleted: z.boolean(),
      /** Set once the assessment is submitted: by the video, or by the last answer without one. */
      completedAt: z.string().nullable(),
      /**
       * Recordings the candidate may still finish; null: as many as they like. A recording lost
       * before its upload finished (a frozen camera, a reload mid-take) uses no take.
       */
      takesLeft: z.number().int().min(0).nullable(),
      /** Their finished recording that awaits Submit Recording, or null. */
      pendingRecording: PendingRecordingSchema.nullable(),
      /** One per video or audio question, in question order; empty once the assessment is submitted. */
      media: z.array(MediaProgressSchema),
      /**
       * When they sent the complete page's feedback (ISO time), or null: once sent, the page shows
       * its thank-you, never the form again (`POST /feedback` keeps the first one).
       */
      feedbackSentAt: z.string().nullable(),
    }),
    timing: z.object({
      startedAt: z.string(),
      /** This candidate's minutes (the role's limit and their extra time); null: no limit. */
      allowedMinutes: z.number().int().nullable(),
      /** Null when there is no time limit. */
      deadlineAt: z.string().nullable(),
      serverNow: z.string(),
      overTime: z.boolean(),
    }),
  }),
});
export type AssessmentState = z.infer<typeof AssessmentStateSchema>['data'];

/**
 * `PUT /api/assessment/answers/:questionId`: `{answer, sequence}` for a written question,
 * `{choices, sequence}` for a choice question (the chosen options' indexes; none clears it).
 */
export const SaveAnswerRequestSchema = z
  .object(
    {
      answer: withoutNul(
        z
          .string({ error: 'The answer must be text.' })
          .max(ANSWER_MAX_CHARACTERS, 'The answer is too long: at most 100,000 characters.'),
      ).optional(),
      choices: z
        .array(
          z
            .number({ error: 'Each chosen option must be a number.' })
            .int('Each chosen option must be a whole number.')
            .min(0, 'Each chosen option must be one of the options.')
            .max(
              ANSWER_FORM_LIMITS.options.max - 1,
              'Each chosen option must be one of the options.',
            ),
          { error: 'The chosen options must be a list of numbers.' },
        )
        .max(ANSWER_FORM_LIMITS.options.max, 'At most 12 options can be chosen.')
        .optional(),
      sequence: z
        .number({ error: 'The answer needs a sequence number.' })
        .int('The sequence number must be a whole number.')
        .min(0)
        .max(Number.MAX_SAFE_INTEGER),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .superRefine((body, context) => {
    if (body.answer === undefined && body.choices === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['answer'],
        message: 'The answer must be text.',
      });
    } else if (body.answer !== undefined && body.choices !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['choices'],
        message: 'Send a written answer or chosen options, not both.',
      });
    }
  });
export type SaveAnswerRequest = z.infer<typeof SaveAnswerRequestSchema>;

export const SaveAnswerResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  /** False when a newer version was already stored (this one came late and was ignored). */
  applied: z.boolean(),
  /** The version the server holds now. */
  answer: AnswerSchema,
});
export type SaveAnswerResponse = z.infer<typeof SaveAnswerResponseSchema>;

/**
 * `POST` and `DELETE /api/assessment/answers/:questionId/skip`: skip an optional question, or
 * undo the skip. Answers the question's answer as the server holds it now.
 */
export const SkipQuestionResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  answer: AnswerSchema,
});

/** `PUT /api/assessment/progress` */
export const SaveProgressRequestSchema = z.object(
  {
    step: AssessmentStepSchema,
    questionIndex: z.number().int().min(0).max(50),
  },
  { error: 'The request body must be a JSON object.' },
);
export type SaveProgressRequest = z.infer<typeof SaveProgressRequestSchema>;

/**
 * `POST /api/assessment/complete`: a role without video is submitted after its last answer (a
 * role with video is submitted by its recording, `POST /api/assessment/video`).
 */
export const CompleteAssessmentResponseSchema = z.object({
  result: z.literal(true),
  status: z.string(),
  progress: z.object({
    step: z.literal('complete'),
    videoCompleted: z.literal(false),
    completedAt: z.string(),
    overTime: z.boolean(),
  }),
});
export type CompleteAssessmentResponse = z.infer<typeof CompleteAssessmentResponseSchema>;

export const IntegrityEventKindSchema = z.enum([
  'paste',
  'tab_hidden',
  'blocked_key',
  'context_menu',
  /** Back on the tab after a `tab_hidden`: the pair tells reviewers how long the candidate was away. */
  'tab_returned',
  /** The assessment page loaded, and was unloaded (a reload is a pair of these, not a leave). */
  'page_opened',
  'page_left',
]);
export type IntegrityEventKind = z.infer<typeof IntegrityEventKindSchema>;

/** `POST /api/assessment/events` */
export const IntegrityEventRequestSchema = z.object(
  {
    kind: IntegrityEventKindSchema,
    detail: withoutNul(
      z.string().max(200, 'The event detail is at most 200 characters.'),
    ).optional(),
    occurredAt: z.iso
      .datetime({ error: 'occurredAt must be an ISO time.' })
      .refine((value) => isSaneClientTime(value), {
        error: 'occurredAt must be a time from 2000 up to a day from now.',
      })
      .optional(),
  },
  { error: 'The request body must be a JSON object.' },
);
export type IntegrityEventRequest = z.infer<typeof IntegrityEventRequestSchema>;
