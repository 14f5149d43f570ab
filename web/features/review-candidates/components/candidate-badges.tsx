import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import {
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  type VideoState,
} from '../../../../shared/review.schema';
import { VIDEO_PROCESSING_TEXTS } from '../../../../shared/video-processing-texts';
import { VIDEO_UNAVAILABLE_TEXTS } from '../../../../shared/video-unavailable-texts';
import { listLayout, textClass, visuallyHiddenClass } from './list-text';

/** Badges keep their whole word in a narrow table column. */
const FIT = { minWidth: 'max-content' } as const;
/** A label of three words wraps between them instead of running into the next column. */
const WRAPPING = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

export const VIDEO_LABELS: Record<VideoState, string> = {
  none: 'None',
  uploading: 'Uploading',
  waiting: VIDEO_PROCESSING_TEXTS.waitingLabel,
  ready: 'Ready',
  failed: 'Failed',
  not_required: 'Not required',
  unavailable: VIDEO_UNAVAILABLE_TEXTS.reviewer.state,
};
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
  // Quiet, as "In time" is: the role asked for no video, so nothing is missing or to look at.
  if (state === 'not_required') {
    return <p className={textClass('xs', true)}>{VIDEO_LABELS[state]}</p>;
  }
  if (state === 'waiting') {
    return (
      <Badge variant="light" color={VIDEO_COLORS[state]} radius="sm" styles={WRAPPING}>
        {VIDEO_LABELS[state]}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={VIDEO_COLORS[state]} radius="sm" style={FIT}>
      {VIDEO_LABELS[state]}
    </Badge>
  );
}

export function OverTimeBadge({ overTime }: { overTime: boolean }) {
  return overTime ? (
    <Badge variant="light" color="orange" radius="sm" style={FIT}>
      Over time
    </Badge>
  ) : (
    // Quiet, so that the few who went over stand out in a long list.
    <p className={textClass('xs', true)}>In time</p>
  );
}

export function StatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant="filled" color={STATUS_COLORS[status]} radius="sm" autoContrast style={FIT}>
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A 1-5 value as "★ 4/5", or a dash; screen readers hear "4 of 5". */
export function OutOfFive({ value, star }: { value: number | null; star?: boolean }) {
  if (value === null) {
    return (
      <p className={textClass('sm', true)}>
        <span aria-hidden>—</span>
        <span className={visuallyHiddenClass}>None</span>
      </p>
    );
  }
  return (
    <div className={listLayout.row}>
      {star && <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />}
      <p className={textClass('sm')}>
        <span aria-hidden>{value}/5</span>
        <span className={visuallyHiddenClass}>{value} of 5</span>
      </p>
    </div>
  );
}
