import { describe, expect, it } from 'vitest';
import { draftOf, EXTRA_MINUTES_MISSING, extraTimeOf } from './extra-time-draft';

describe('the extra-time draft', () => {
  it('sends none, a share or whole minutes', () => {
    expect(extraTimeOf({ kind: 'none' })).toEqual({ ok: true, extraTime: null });
    expect(extraTimeOf({ kind: 'percent', percent: 25 })).toEqual({
      ok: true,
      extraTime: { percent: 25 },
    });
    expect(extraTimeOf({ kind: 'minutes', minutes: 15 })).toEqual({
      ok: true,
      extraTime: { minutes: 15 },
    });
  });

  it.each(['' as const, 0, 601, 2.5])('asks for minutes from 1 to 600, not %j', (minutes) => {
    expect(extraTimeOf({ kind: 'minutes', minutes })).toEqual({
      ok: false,
      error: EXTRA_MINUTES_MISSING,
    });
  });

  it('starts from what the invite has', () => {
    expect(draftOf(null)).toEqual({ kind: 'none' });
    expect(draftOf({ percent: 10 })).toEqual({ kind: 'percent', percent: 10 });
    expect(draftOf({ minutes: 30 })).toEqual({ kind: 'minutes', minutes: 30 });
  });
});
