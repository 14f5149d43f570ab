import { describe, expect, it } from 'vitest';
import { questionsSectionDescription, sectionsFor } from './sections';

describe('the assessment sections', () => {
  it('read as always for written questions and a video introduction', () => {
    expect(sectionsFor(['written', 'written', 'written'], true)).toEqual([
      { title: 'Problem Solving', description: 'Written answers' },
      { title: 'Video Introduction', description: 'A recorded video' },
      { title: 'Interview Preparation', description: 'Sharing feedback' },
    ]);
    expect(sectionsFor(['written'], false).map((section) => section.title)).toEqual([
      'Problem Solving',
      'Interview Preparation',
    ]);
  });

  it('never say written for a role without a written question', () => {
    expect(questionsSectionDescription(['video', 'video'])).toBe('Video answers');
    expect(questionsSectionDescription(['file', 'choice', 'audio'])).toBe(
      'Audio, choice and file answers',
    );
    expect(questionsSectionDescription(['choice', 'written'])).toBe('Written and choice answers');
  });
});
