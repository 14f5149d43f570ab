import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AssessmentStep } from '../../../../shared/assessment.schema';

interface Section {
  title: string;
  description: string;
}

const PROBLEM_SOLVING: Section = { title: 'Problem Solving', description: 'Written answers' };
const VIDEO_INTRODUCTION: Section = {
  title: 'Video Introduction',
  description: 'A recorded video',
};
const INTERVIEW_PREPARATION: Section = {
  title: 'Interview Preparation',
  description: 'Sharing feedback',
};

/** The assessment's sections; a role without video has no Video Introduction. */
export function sectionsFor(video: boolean): Section[] {
  return video
    ? [PROBLEM_SOLVING, VIDEO_INTRODUCTION, INTERVIEW_PREPARATION]
    : [PROBLEM_SOLVING, INTERVIEW_PREPARATION];
}

/** Step n of 3 (of 2 without video), for the section the candidate is in. */
export function SectionStepper({ step, video }: { step: AssessmentStep; video: boolean }) {
  const sections = sectionsFor(video);
  const active = step === 'complete' ? sections.length - 1 : step === 'video' ? 1 : 0;
  // Three steps side by side need about 600 px; below that they stack, connectors and all.
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <Stepper
      active={active}
      size="sm"
      orientation={narrow ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      aria-label={`Step ${active + 1} of ${sections.length}`}
    >
      {sections.map((section) => (
        <Stepper.Step key={section.title} label={section.title} description={section.description} />
      ))}
    </Stepper>
  );
}
