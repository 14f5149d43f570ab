import { describe, expect, it } from 'vitest';
import english from '../../../../shared/messages/assessment/en';
import { questionsSectionDescription, sectionsFor, sentenceCase } from './sections';
import { englishI18n } from '../../../../shared/messages/english-i18n.test-support';

const i18n = englishI18n(english);
const t = (key: keyof typeof english, values?: Record<string, unknown>) => i18n._(key, values);

/** The sections as the stepper shows them: each description on its own, with a capital. */
const stepper = (types: Parameters<typeof sectionsFor>[2], video: boolean) =>
  sectionsFor(t, 'en', types, video).map(({ title, description }) => ({
    title,
    description: sentenceCase(description, 'en'),
  }));

describe('the assessment sections', () => {
  it('read as always for written questions and a video introduction', () => {
    expect(stepper(['written', 'written', 'written'], true)).toEqual([
      { title: 'Problem Solving', description: 'Written answers' },
      { title: 'Video Introduction', description: 'A recorded video' },
      { title: 'Interview Preparation', description: 'Sharing feedback' },
    ]);
    expect(stepper(['written'], false).map((section) => section.title)).toEqual([
      'Problem Solving',
      'Interview Preparation',
    ]);
  });

  it('are listed on the overview in lower case after the dash', () => {
    expect(sectionsFor(t, 'en', ['written'], true).map((section) => section.description)).toEqual([
      'written answers',
      'a recorded video',
      'sharing feedback',
    ]);
  });

  it('never say written for a role without a written question', () => {
    const described = (types: Parameters<typeof sectionsFor>[2]) =>
      sentenceCase(questionsSectionDescription(t, 'en', types), 'en');
    expect(described(['video', 'video'])).toBe('Video answers');
    expect(described(['file', 'choice', 'audio'])).toBe('Audio, choice and file answers');
    expect(described(['choice', 'written'])).toBe('Written and choice answers');
  });
});
