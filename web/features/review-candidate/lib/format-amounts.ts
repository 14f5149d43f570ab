import type { ReviewTexts } from '../review-candidate-texts';

/** "4.2 MB", "830 KB": a file's size in decimal units. */
export function formatBytes(bytes: number, t: ReviewTexts): string {
  if (bytes < 1000) return t('bytes', { amount: bytes });
  if (bytes < 1_000_000) return t('kilobytes', { amount: Math.round(bytes / 1000) });
  if (bytes < 1_000_000_000) return t('megabytes', { amount: (bytes / 1_000_000).toFixed(1) });
  return t('gigabytes', { amount: (bytes / 1_000_000_000).toFixed(2) });
}
