import { vi } from 'vitest';

/** A request the page sent, held until the test answers it. */
export interface HeldRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  answered: boolean;
  answer: (status: number, body: unknown) => void;
}

/**
 * Stands in for the server behind `fetch`: every request waits until the test answers it, so a
 * test can look at the page while a save is on its way, and answer requests in any order.
 */
export function fakeApi() {
  const requests: HeldRequest[] = [];
  vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
    return new Promise<Response>((resolve) => {
      const request: HeldRequest = {
        method: init.method ?? 'GET',
        path: String(path),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
        answered: false,
        answer: (status, body) => {
          request.answered = true;
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
          );
        },
      };
      requests.push(request);
    });
  });
  return {
    requests,
    /** The requests not answered yet, oldest first. */
    waiting: () => requests.filter((request) => !request.answered),
  };
}
