import { describe, expect, it } from 'vitest';
import { allowedMinutes, extraTimeAmount, extraTimeLabel } from './time-allowance';

describe('allowedMinutes', () => {
  it('is the role limit when there is no extra time', () => {
    expect(allowedMinutes({ answerMinutes: 20 }, null)).toBe(20);
  });

  it('adds a share of the limit, rounded up to a whole minute', () => {
    expect(allowedMinutes({ answerMinutes: 20 }, { percent: 25 })).toBe(25);
    expect(allowedMinutes({ answerMinutes: 20 }, { percent: 50 })).toBe(30);
    // 10 % of 15 minutes is 1.5 minutes: the candidate gets 2, never less than promised.
    expect(allowedMinutes({ answerMinutes: 15 }, { percent: 10 })).toBe(17);
    expect(allowedMinutes({ answerMinutes: 1 }, { percent: 1 })).toBe(2);
  });

  it('adds minutes as given', () => {
    expect(allowedMinutes({ answerMinutes: 20 }, { minutes: 15 })).toBe(35);
  });

  it('has no limit when the role has none, whatever the extra time', () => {
    expect(allowedMinutes({ answerMinutes: null }, null)).toBeNull();
    expect(allowedMinutes({ answerMinutes: null }, { percent: 50 })).toBeNull();
    expect(allowedMinutes({ answerMinutes: null }, { minutes: 10 })).toBeNull();
  });
});

describe('extraTimeLabel and extraTimeAmount', () => {
  it('reads as reviewers see it', () => {
    expect(extraTimeAmount({ percent: 50 })).toBe('50 %');
    expect(extraTimeAmount({ minutes: 1 })).toBe('1 minute');
    expect(extraTimeLabel({ percent: 25 })).toBe('+25 %');
    expect(extraTimeLabel({ minutes: 15 })).toBe('+15 minutes');
    expect(extraTimeLabel({ minutes: 1 })).toBe('+1 minute');
  });
});
