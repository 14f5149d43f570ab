import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AssessmentStep } from '../../../../shared/assessment.schema';

export const SECTIONS = [
  { title: 'Problem Solving', description: 'Written answers' },
  { title: 'Video Introduction', description: 'A recorded video' },
  { title: 'Interview Preparation', description: 'Sharing feedback' },
];

const ACTIVE: Record<AssessmentStep, number> = { overview: 0, questions: 0, video: 1, complete: 2 };

/** Step n of 3, for the section the candidate is in. */
export function SectionStepper({ step }: { step: AssessmentStep }) {
  const active = ACTIVE[step];
  // Three steps side by side need about 600 px; below that they stack, connectors and all.
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <Stepper
      active={active}
      size="sm"
      orientation={narrow ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      aria-label={`Step ${active + 1} of ${SECTIONS.length}`}
    >
      {SECTIONS.map((section) => (
        <Stepper.Step key={section.title} label={section.title} description={section.description} />
      ))}
    </Stepper>
  );
}
