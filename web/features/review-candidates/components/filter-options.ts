import { REVIEW_STATUS_LABELS } from '../../../../shared/review.schema';
import { VIDEO_LABELS } from './candidate-badges';

/** The list's selects' options, and the width of each field (the filters and their placeholder). */
export const STATUS_OPTIONS = Object.entries(REVIEW_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const VIDEO_OPTIONS = Object.entries(VIDEO_LABELS).map(([value, label]) => ({
  value,
  label,
}));
export const OVER_TIME_OPTIONS = [
  { value: 'true', label: 'Over time' },
  { value: 'false', label: 'In time' },
];
export const SORT_OPTIONS = [
  { value: 'registered', label: 'Registered' },
  { value: 'completed', label: 'Completed' },
  { value: 'score', label: 'Team score' },
];
export const FIELD_WIDTHS = {
  search: 190,
  role: 180,
  status: 130,
  video: 156,
  time: 120,
  sort: 140,
};

/** The label of the option `value` names; empty for none. */
export const labelOf = (options: { value: string; label: string }[], value: unknown): string =>
  options.find((option) => option.value === String(value))?.label ?? '';
