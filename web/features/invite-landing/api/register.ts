import { useMutation } from '@tanstack/react-query';
import type {
  RegistrationRequest,
  RegistrationResponse,
} from '../../../../shared/registration.schema';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function register(request: RegistrationRequest): Promise<RegistrationResponse> {
  return apiRequest<RegistrationResponse>(apiPaths.register(), { method: 'POST', body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
