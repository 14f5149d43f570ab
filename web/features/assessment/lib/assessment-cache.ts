import type { AssessmentState, AssessmentStep } from '../../../../shared/assessment.schema';
import { STORAGE_KEYS } from '../../../lib/candidate-storage';

/** One answer as this browser knows it; `savedSequence` is the newest version the server has. */
export interface CachedAnswer {
  questionId: number;
  question: string;
  answer: string;
  /** A choice question's chosen options; null or absent for any other question. */
  choices?: number[] | null;
  /** The candidate skipped this optional question (the server's word, never a local edit). */
  skipped?: boolean;
  sequence: number;
  savedSequence: number;
}

/** Progress under `assessment_data`: a cache of the server's state that survives going offline. */
export interface AssessmentCache {
  answers: CachedAnswer[];
  step: AssessmentStep;
  questionIndex: number;
  videoCompleted: boolean;
  completedAt: string | null;
  /** The server's last answer to `GET /api/assessment`, so a refresh works offline too. */
  server?: AssessmentState;
}

export function readAssessmentCache(): AssessmentCache | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.assessment);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as AssessmentCache;
    return Array.isArray(parsed.answers) ? parsed : null;
  } catch (error) {
    console.error('Error retrieving assessment data:', error);
    return null;
  }
}

export function writeAssessmentCache(cache: AssessmentCache): void {
  try {
    localStorage.setItem(STORAGE_KEYS.assessment, JSON.stringify(cache));
  } catch {
    // Storage full or blocked: the server copy still holds what was sent.
  }
}
