import {
  RETENTION_STATUSES,
  type PrivacySettings,
  type RetentionPolicy,
  type RetentionStatus,
} from './privacy.schema';

/**
 * The default privacy notice (docs/privacy.md): what a candidate reads before registering and on
 * "Your data" while the team has not written their own. Built from the team's settings, so it
 * always says what the product really keeps and for how long. Plain text: paragraphs apart by a
 * blank line, list items starting with "- ".
 */

/** Who is responsible for the data: the team's setting, else the team's name, else `fallback`. */
export function controllerNameOf(
  settings: Pick<PrivacySettings, 'controllerName'>,
  teamName: string,
  fallback = 'The hiring team',
): string {
  return settings.controllerName.trim() || teamName.trim() || fallback;
}

/** Who each status is, in a candidate's words (never the workspace's labels). */
const WHO: Record<RetentionStatus, string> = {
  new: 'Candidates whose application has not been decided yet',
  shortlisted: 'Candidates who were shortlisted',
  on_hold: 'Candidates whose application was put on hold',
  rejected: 'Candidates who were not selected',
};

/** Where the days are counted from, said once. */
const FROM =
  'your last activity in the assessment, the team’s last decision about you or the end of your invitation, whichever is latest';

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

const KEPT = 'We keep your information until the hiring team deletes it.';

function retentionLines(policy: RetentionPolicy | null): string[] {
  if (policy === null) return [KEPT];
  const periods = RETENTION_STATUSES.map((status) => policy[status]);
  const first = periods[0] ?? null;
  if (periods.every((days) => days === first)) {
    return [
      first === null ? KEPT : `Your information is deleted ${daysText(first)} after ${FROM}.`,
    ];
  }
  return [
    `How long we keep your information depends on where your application stands. The days count from ${FROM}:`,
    ...RETENTION_STATUSES.map((status) => {
      const days = policy[status];
      return days === null
        ? `- ${WHO[status]} are kept until the team deletes them.`
        : `- ${WHO[status]} are deleted ${daysText(days)} after that.`;
    }),
  ];
}

function erasureLine(delayDays: number): string {
  const when =
    delayDays === 0 ? 'within the hour' : `within ${daysText(delayDays)} of your request`;
  return `If you ask us to erase your information, we erase all of it ${when}, unless the law requires us to keep it for a while (for example during a legal dispute).`;
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

export function buildPrivacyNotice(input: PrivacyNoticeInput): string {
  const contact = input.contactEmail.trim();
  const paragraphs = [
    [
      `${input.controllerName} is responsible for the information you give in this assessment (the data controller). It is used only to consider your application.`,
      ...(contact ? [`You can write to ${contact} with any question about your information.`] : []),
    ].join(' '),
    [
      'What we record:',
      '- Your registration: your name, email address, social link, experience, and your gender if you choose to give it.',
      '- The device details of each computer you use: the kind of device, its operating system, browser, screen and window size, time zone and language, and when you used it.',
      '- Your written answers, the choices you make and the questions you skip.',
      '- Your video and audio recordings, and the files you upload.',
      '- Moments that help the team read your answers fairly: when you paste text; when and for how long you leave the assessment’s tab; when you open, reload or close the assessment page; and when you press a developer-tools key or open the right-click menu, both blocked during the assessment.',
      '- The feedback you give us about the assessment, if you do.',
    ].join('\n'),
    retentionLines(input.retention).join('\n'),
    [
      `Your information stays yours. At any time you can download a copy of everything you gave us, and ask us to erase it, from your “Your data” page: the link is on the page you see when you finish the assessment${input.mailOn ? ', and in our thank-you email' : ''}.`,
      erasureLine(input.erasureDelayDays),
    ].join(' '),
  ];
  return paragraphs.join('\n\n');
}

/** The notice candidates read: the team's own text when they wrote one, else the default. */
export function privacyNoticeOf(
  settings: PrivacySettings,
  controllerName: string,
  retention: RetentionPolicy | null,
  mailOn: boolean,
): string {
  return (
    settings.notice ??
    buildPrivacyNotice({
      controllerName,
      contactEmail: settings.contactEmail,
      retention,
      erasureDelayDays: settings.erasureDelayDays,
      mailOn,
    })
  );
}
