import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AssessmentStep } from '../../../../shared/assessment.schema';
import type { AnswerType } from '../../../../shared/question-forms.schema';
import { usePageLanguage, useTexts } from '../../../i18n/texts';
import { assessmentTexts } from '../assessment-texts';
import { sectionsFor, sentenceCase, type SectionNames } from '../lib/sections';

/** Step n of 3 (of 2 without video), for the section the candidate is in. */
export function SectionStepper({
  step,
  types,
  video,
  names,
}: {
  step: AssessmentStep;
  /** The team's names of the sections, null where the default stands. */
  names: SectionNames;
  /** Each question's answer type: the first section says how they are answered. */
  types: readonly AnswerType[];
  video: boolean;
}) {
  const t = useTexts(assessmentTexts);
  const language = usePageLanguage();
  const sections = sectionsFor(t, language, types, video, names);
  const active = step === 'complete' ? sections.length - 1 : step === 'video' ? 1 : 0;
  // Three steps side by side need about 600 px; below that they stack, connectors and all.
  const narrow = useMediaQuery('(max-width: 40em)', false, { getInitialValueInEffect: false });
  return (
    <Stepper
      active={active}
      size="sm"
      orientation={narrow ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      aria-label={t('stepOf', { step: active + 1, total: sections.length })}
    >
      {sections.map((section) => (
        <Stepper.Step
          key={section.title}
          label={section.title}
          description={sentenceCase(section.description, language)}
        />
      ))}
    </Stepper>
  );
}
