import { expect, it } from 'vitest';
import { EXTRA_MINUTES_MISSING } from '../../lib/extra-time-draft';
import { invitesTexts } from './invites-texts';

it('says what extra minutes it wants as the draft’s check words it', () => {
  expect(invitesTexts.english.extraMinutesMissing).toBe(EXTRA_MINUTES_MISSING);
});
