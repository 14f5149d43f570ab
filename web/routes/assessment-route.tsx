import { AssessmentPage } from '../features/assessment/assessment-page';
import { QuestionRecorder } from '../features/recording/components/question-recorder';
import { VideoStep } from '../features/recording/components/video-step';

/**
 * `/invite/:inviteId/assessment`: the assessment, with the recording feature's video step and
 * recorder of video and audio answers in it.
 * Features do not import each other; the route that hosts them puts them together.
 */
export function AssessmentRoute() {
  return <AssessmentPage videoStep={VideoStep} questionRecorder={QuestionRecorder} />;
}
