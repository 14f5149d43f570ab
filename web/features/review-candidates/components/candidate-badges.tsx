import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ReviewStatus, VideoState } from '../../../../shared/review.schema';
import { useTexts } from '../../../i18n/texts';
import { candidatesTexts } from '../candidates-texts';
import { listLayout, textClass, visuallyHiddenClass } from './list-text';

type TextKey = keyof (typeof candidatesTexts)['english'];

/** Badges keep their whole word in a narrow table column. */
const FIT = { minWidth: 'max-content' } as const;
/** A label of three words wraps between them instead of running into the next column. */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

/** Each video state's name in the catalogue. */
export const VIDEO_KEYS = {
  none: 'videoNone',
  uploading: 'videoUploading',
  waiting: 'videoWaiting',
  ready: 'videoReady',
  failed: 'videoFailed',
  not_required: 'videoNotRequired',
  unavailable: 'videoUnavailable',
} as const satisfies Record<VideoState, TextKey>;

/** Each review status's name in the catalogue. */
export const STATUS_KEYS = {
  new: 'statusNew',
  shortlisted: 'statusShortlisted',
  on_hold: 'statusOnHold',
  rejected: 'statusRejected',
} as const satisfies Record<ReviewStatus, TextKey>;
const VIDEO_COLORS: Record<VideoState, string> = {
  none: 'gray',
  uploading: 'blue',
  // Calm: the video is safe and on its way, nobody has anything to do.
  waiting: 'indigo',
  ready: 'teal',
  failed: 'red',
  not_required: 'gray',
  unavailable: 'orange',
};
const STATUS_COLORS: Record<ReviewStatus, string> = {
  new: 'blue',
  shortlisted: 'teal',
  on_hold: 'yellow',
  rejected: 'red',
};

export function VideoBadge({ state }: { state: VideoState }) {
  const t = useTexts(candidatesTexts);
  // Quiet, as "In time" is: the role asked for no video, so nothing is missing or to look at.
  if (state === 'not_required') {
    return <p className={textClass('xs', true)}>{t(VIDEO_KEYS[state])}</p>;
  }
  if (state === 'waiting') {
    return (
      <Badge variant="light" color={VIDEO_COLORS[state]} radius="sm" styles={WRAPPING}>
        {t(VIDEO_KEYS[state])}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={VIDEO_COLORS[state]} radius="sm" style={FIT}>
      {t(VIDEO_KEYS[state])}
    </Badge>
  );
}

export function OverTimeBadge({ overTime }: { overTime: boolean }) {
  const t = useTexts(candidatesTexts);
  return overTime ? (
    <Badge variant="light" color="orange" radius="sm" style={FIT}>
      {t('overTime')}
    </Badge>
  ) : (
    // Quiet, so that the few who went over stand out in a long list.
    <p className={textClass('xs', true)}>{t('inTime')}</p>
  );
}

export function StatusBadge({ status }: { status: ReviewStatus }) {
  const t = useTexts(candidatesTexts);
  return (
    <Badge variant="filled" color={STATUS_COLORS[status]} radius="sm" autoContrast style={FIT}>
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}

/** A 1-5 value as "★ 4/5", or a dash; screen readers hear "4 of 5". */
export function OutOfFive({ value, star }: { value: number | null; star?: boolean }) {
  const t = useTexts(candidatesTexts);
  if (value === null) {
    return (
      <p className={textClass('sm', true)}>
        <span aria-hidden>—</span>
        <span className={visuallyHiddenClass}>{t('noValue')}</span>
      </p>
    );
  }
  return (
    <div className={listLayout.row}>
      {star && <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />}
      <p className={textClass('sm')}>
        <span aria-hidden>{value}/5</span>
        <span className={visuallyHiddenClass}>{t('outOfFive', { value })}</span>
      </p>
    </div>
  );
}
