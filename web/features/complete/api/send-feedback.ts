import { useMutation } from '@tanstack/react-query';
import { StatusResponseSchema } from '../../../../shared/api.schema';
import type { FeedbackRequest } from '../../../../shared/recording.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function sendFeedback(body: FeedbackRequest): Promise<unknown> {
  return apiRequest(apiPaths.feedback(), { method: 'POST', body, schema: StatusResponseSchema });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
