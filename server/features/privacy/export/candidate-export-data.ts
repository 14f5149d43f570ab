import path from 'node:path';
import { formsOf, type QuestionForm } from '../../../../shared/question-forms.schema';
import { plainTextOf } from '../../assessment/answer-text';
import type { ExportedCandidate, ExportedRows } from './candidate-export.repository';

/** A stored file the zip carries: a processed key, or an upload never processed (by tus id). */
export type MediaSource = { key: string } | { uploadId: string };

/** One file of the zip besides `data.json` and `README.txt`: where it goes and where it is read. */
export interface MediaEntry {
  path: string;
  source: MediaSource;
}

const INTRODUCTION_FOLDER = 'Video introduction';

/** "Question 03": folders that sort in question order (questions count from 1 for people). */
function questionFolder(questionIndex: number): string {
  return `Question ${String(questionIndex + 1).padStart(2, '0')}`;
}

/** A name safe as one path segment of a zip on any computer. */
function safeSegment(name: string): string {
  const cleaned = name.replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'file' : cleaned;
}

function recordingExtension(recording: ExportedRows['recordingRows'][number]): string {
  if (recording.storageKey) return path.posix.extname(recording.storageKey).slice(1) || 'webm';
  return recording.mimeType?.includes('mp4') ? 'mp4' : 'webm';
}

/** The file of a recording: its processed video or sound, else the upload if it finished. */
function recordingSource(recording: ExportedRows['recordingRows'][number]): MediaSource | null {
  if (recording.status === 'processed' && recording.storageKey)
    return { key: recording.storageKey };
  // An upload that arrived but was not (or could not be) processed: the bytes as recorded.
  if (recording.status === 'uploaded' || recording.status === 'failed')
    return { uploadId: recording.uploadId };
  return null;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * `data.json` and the media beside it: everything of the candidate's own that we keep, in words a
 * person reads (question texts, chosen options), and where each file is in the zip. The team's
 * own assessment (scores, comments, notes) is not theirs and stays out (README.txt says so).
 */
export function exportedData(
  candidate: ExportedCandidate,
  rows: ExportedRows,
  now: Date,
): { data: Record<string, unknown>; media: MediaEntry[] } {
  const c = candidate.candidate;
  const forms: QuestionForm[] = formsOf(candidate.questionForms, candidate.questions.length);
  const questionText = (index: number, stored?: string) =>
    candidate.questions[index] ?? stored ?? `Question ${index + 1}`;
  const media: MediaEntry[] = [];

  const answersOut = rows.answerRows.map((answer) => {
    const form = forms[answer.questionIndex]?.answer;
    const options = form?.type === 'choice' ? form.options : [];
    return {
      question: answer.questionIndex + 1,
      questionText: questionText(answer.questionIndex, answer.question),
      text: answer.skipped ? null : (answer.plainText ?? plainTextOf(answer.html)),
      choices: answer.choices?.map((index) => options[index] ?? `Option ${index + 1}`) ?? null,
      skipped: answer.skipped,
      savedAt: iso(answer.updatedAt),
    };
  });

  const recordingsOut = rows.recordingRows.map((recording) => {
    const source = recordingSource(recording);
    const folder =
      recording.questionIndex === null
        ? INTRODUCTION_FOLDER
        : questionFolder(recording.questionIndex);
    const name = recording.questionIndex === null ? 'introduction' : 'recording';
    const file = source ? `${folder}/${name}.${recordingExtension(recording)}` : null;
    if (source && file) media.push({ path: file, source });
    return {
      question: recording.questionIndex === null ? null : recording.questionIndex + 1,
      questionText:
        recording.questionIndex === null
          ? 'Video introduction'
          : questionText(recording.questionIndex),
      media: recording.media,
      lengthSeconds:
        recording.durationMs !== null
          ? Math.round(recording.durationMs / 100) / 10
          : recording.recordedMs !== null
            ? Math.round(recording.recordedMs / 100) / 10
            : null,
      recordedAt: iso(recording.createdAt),
      submittedAt: iso(recording.submittedAt),
      file,
    };
  });

  const filesOut = rows.fileRows.map((row) => {
    const file = `${questionFolder(row.questionIndex)}/${safeSegment(row.fileName)}`;
    media.push({ path: file, source: { key: row.storageKey } });
    return {
      question: row.questionIndex + 1,
      questionText: questionText(row.questionIndex),
      fileName: row.fileName,
      type: row.mimeType,
      sizeBytes: row.sizeBytes,
      uploadedAt: iso(row.createdAt),
      file,
    };
  });

  const data = {
    exportedAt: now.toISOString(),
    role: { title: candidate.roleTitle, company: candidate.companyName },
    registration: {
      name: c.name,
      email: c.email,
      social: c.social,
      company: c.company,
      experience: c.experience,
      gender: c.gender,
      device: c.device,
      registeredAt: iso(c.startedAt),
    },
    invite: {
      sentTo: candidate.invite.email,
      extraTime: candidate.invite.extraTime,
      expiresAt: iso(candidate.invite.expiresAt),
    },
    progress: {
      completedAt: iso(c.completedAt),
      overTime: c.overTime,
      videoUnavailable: c.videoUnavailableReason
        ? { reason: c.videoUnavailableReason, note: c.videoUnavailableNote }
        : null,
    },
    devices: rows.sessionRows.map((session) => ({
      device: session.device,
      firstSeenAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
    })),
    answers: answersOut,
    recordings: recordingsOut,
    files: filesOut,
    integrityEvents: rows.eventRows.map((event) => ({
      kind: event.kind,
      detail: event.detail,
      occurredAt: iso(event.occurredAt),
    })),
    feedback: rows.feedbackRow
      ? {
          rating: rows.feedbackRow.rating,
          text: rows.feedbackRow.text,
          sentAt: iso(rows.feedbackRow.createdAt),
        }
      : null,
    review: { status: candidate.reviewStatus ?? 'new', decidedAt: iso(rows.decidedAt) },
    erasureRequestedAt: iso(c.erasureRequestedAt),
  };
  return { data, media };
}
