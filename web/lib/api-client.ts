/** A failed call: `message` is the server's `status` text, ready to show to the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  signal?: AbortSignal;
}

export const OFFLINE_TEXT = 'Cannot reach the server. Check your connection and try again.';

/** Calls our API; answers the parsed body, or throws ApiError with the text to show. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(OFFLINE_TEXT, 0);
  }
  const body = (await response.json().catch(() => null)) as {
    result?: boolean;
    status?: string;
  } | null;
  if (!response.ok || body?.result === false) {
    throw new ApiError(
      body?.status ?? `The server answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  return body as T;
}
