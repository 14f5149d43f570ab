/** What the privacy API says it did (docs/privacy.md), shown to the member as it is. */
export const PRIVACY_TEXTS = {
  settingsSaved: 'Privacy settings saved.',
  held: 'Held: nothing deletes this candidate until the hold is lifted.',
  unheld: 'Hold lifted: the retention policy and erasure requests apply again.',
  roleRetentionSaved: 'This role’s retention is saved.',
  roleRetentionTeam: 'This role follows the team’s retention again.',
} as const;
