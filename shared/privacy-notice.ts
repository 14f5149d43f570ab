import { RETENTION_STATUSES, type PrivacySettings, type RetentionPolicy } from './privacy.schema';
import type english from './messages/privacy-notice/en';

/**
 * The default privacy notice (docs/privacy.md): what a candidate reads before registering and on
 * "Your data" while the team has not written their own. Built from the team's settings, so it
 * always says what the product really keeps and for how long, in the candidate's language
 * (docs/languages.md): the server formats the sentences of shared/messages/privacy-notice/.
 */

/** Who is responsible for the data: the team's setting, else the team's name, else `fallback`. */
export function controllerNameOf(
  settings: Pick<PrivacySettings, 'controllerName'>,
  teamName: string,
  fallback = 'The hiring team',
): string {
  return settings.controllerName.trim() || teamName.trim() || fallback;
}

/** The notice's sentences in one language (shared/messages/privacy-notice/), ICU-formatted. */
export type PrivacyNoticeTranslate = (
  key: keyof typeof english,
  values?: Record<string, unknown>,
) => string;

function retentionLines(t: PrivacyNoticeTranslate, policy: RetentionPolicy | null): string[] {
  if (policy === null) return [t('keptUntilDeleted')];
  const periods = RETENTION_STATUSES.map((status) => policy[status]);
  const first = periods[0] ?? null;
  if (periods.every((days) => days === first)) {
    return [first === null ? t('keptUntilDeleted') : t('deletedAfter', { days: first })];
  }
  return [
    t('byStatus'),
    ...RETENTION_STATUSES.map((status) => {
      const days = policy[status];
      return `- ${days === null ? t('statusKept', { status }) : t('statusDeleted', { status, days })}`;
    }),
  ];
}

export interface PrivacyNoticeInput {
  /** Already resolved (`controllerNameOf`). */
  controllerName: string;
  contactEmail: string;
  /** The periods that apply: a role's own, else the team's; null: kept until deleted. */
  retention: RetentionPolicy | null;
  erasureDelayDays: number;
  /** This server sends mail (docs/mail.md): the thank-you email carries the "Your data" link. */
  mailOn: boolean;
}

/**
 * The default notice in the language of `t`: its sentences from the catalogue, laid out here
 * (paragraphs apart by a blank line, list items starting with "- ").
 */
export function buildPrivacyNotice(t: PrivacyNoticeTranslate, input: PrivacyNoticeInput): string {
  const contact = input.contactEmail.trim();
  const paragraphs = [
    [
      t('controller', { controller: input.controllerName }),
      ...(contact ? [t('contact', { contact })] : []),
    ].join(' '),
    [
      t('recordedTitle'),
      ...(
        [
          'recordedRegistration',
          'recordedDevice',
          'recordedAnswers',
          'recordedRecordings',
          'recordedMoments',
          'recordedFeedback',
        ] as const
      ).map((key) => `- ${t(key)}`),
    ].join('\n'),
    retentionLines(t, input.retention).join('\n'),
    [
      t('yours', { mailOn: input.mailOn ? 'yes' : 'no' }),
      t('erasure', { days: input.erasureDelayDays }),
    ].join(' '),
  ];
  return paragraphs.join('\n\n');
}
