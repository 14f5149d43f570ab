import { AssessmentStateSchema, type AssessmentState } from '../../shared/assessment.schema';
import { apiRequest } from './api-client';
import { apiPaths } from './paths';

/**
 * `GET /api/assessment`: the candidate's saved state, authorised by their secret `unique`. Read
 * by the assessment and by the page that shows it complete.
 */
export async function getAssessment(token: string): Promise<AssessmentState> {
  const body = await apiRequest(apiPaths.assessment(), { token, schema: AssessmentStateSchema });
  return body.data;
}
