import type { ReviewAnswerFile } from '../../../../shared/answer-files.schema';
import type { CandidateDetail } from '../../../../shared/review.schema';
import { ChoiceAnswer } from './choice-answer';
import { FileAnswer } from './file-answer';
import { MediaAnswer, type AnswerRecording } from './media-answer';
import { WrittenAnswer } from './written-answer';

type Answer = CandidateDetail['answers'][number];

interface AnswerViewProps {
  answer: Answer;
  candidateId: string;
  /** Who answered, for the players' names to screen readers. */
  name: string;
  /** The candidate's file answers (the detail's `files`). */
  files: ReviewAnswerFile[];
  /** The candidate's recorded answers, one per video or audio question that has one. */
  recordings?: AnswerRecording[];
}

/** One answer in its form: each answer type has its own view (docs/product.md#answer-types). */
export function AnswerView({ answer, candidateId, name, files, recordings }: AnswerViewProps) {
  const { questionIndex } = answer;
  const form = answer.form.answer;
  switch (form.type) {
    case 'written':
      return <WrittenAnswer html={answer.html} />;
    case 'choice':
      return <ChoiceAnswer form={form} choices={answer.choices} />;
    case 'file':
      return <FileAnswer file={files.find((file) => file.questionIndex === questionIndex)} />;
    case 'video':
    case 'audio':
      return (
        <MediaAnswer
          candidateId={candidateId}
          questionIndex={questionIndex}
          media={form.type}
          recording={recordings?.find((recording) => recording.questionIndex === questionIndex)}
          name={name}
        />
      );
  }
}
