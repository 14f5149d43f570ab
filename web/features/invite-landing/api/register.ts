import { useMutation } from '@tanstack/react-query';
import type {
  RegistrationRequest,
  RegistrationResponse,
} from '../../../../shared/registration.schema';
import { RegistrationResponseSchema } from '../lib/sign-up-schemas';
import { ApiError, apiRequest, OFFLINE_TEXT } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function register(request: RegistrationRequest): Promise<RegistrationResponse> {
  return apiRequest(apiPaths.register(), {
    method: 'POST',
    body: request,
    schema: RegistrationResponseSchema,
  });
}

/** Loads the device parser (ua-parser-js) when it is needed, on Continue, not with the form. */
async function loadDeviceInfo() {
  try {
    return await import('../lib/device-info');
  } catch {
    throw new ApiError(OFFLINE_TEXT, 0);
  }
}

/** Registers with the candidate's device details, gathered at the moment of sending. */
export function useRegister() {
  return useMutation({
    mutationFn: async (request: Omit<RegistrationRequest, 'data'>) => {
      const { gatherDeviceInfo } = await loadDeviceInfo();
      return register({ ...request, data: gatherDeviceInfo() });
    },
  });
}
