import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusResponseSchema } from '../../shared/api.schema';
import {
  ApiError,
  apiRequest,
  codedRefusals,
  MALFORMED_TEXT,
  OFFLINE_TEXT,
  refusalError,
} from './api-client';

const answer = (body: unknown, status = 200) =>
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(body, { status })));

describe('apiRequest: what the browser makes of an answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands on an answer that matches its schema, without fields the schema does not have', async () => {
    answer({ result: true, status: 'Saved.', internal: 'not for the page' });
    const body = await apiRequest('/api/x', { schema: StatusResponseSchema });
    expect(body).toEqual({ result: true, status: 'Saved.' });
  });

  it('turns an answer that does not match into a clear error, not a crash later', async () => {
    answer({ result: true, stat: 'renamed field' });
    const error = await apiRequest('/api/x', { schema: StatusResponseSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MALFORMED_TEXT, httpStatus: 200 });
  });

  it("shows the server's own words for a refusal, and says so when it cannot be reached", async () => {
    answer({ result: false, status: 'There is no such invite.' }, 404);
    await expect(apiRequest('/api/x', { schema: StatusResponseSchema })).rejects.toMatchObject({
      message: 'There is no such invite.',
      httpStatus: 404,
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x', { schema: StatusResponseSchema })).rejects.toMatchObject({
      message: OFFLINE_TEXT,
      httpStatus: 0,
    });
  });

  it("says a refusal without our answer (a proxy's page) in a plain sentence", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>502 Bad Gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('/api/x', { schema: StatusResponseSchema })).rejects.toMatchObject({
      message: 'Something went wrong on the server. Please try again.',
      httpStatus: 502,
      code: undefined,
    });
  });

  it("announces a refusal's code to the pages that listen, from a call or an upload", async () => {
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    codedRefusals.addEventListener('refusal', listen);
    try {
      answer(
        { result: false, status: 'This invite was withdrawn.', code: 'invite-withdrawn' },
        410,
      );
      await expect(apiRequest('/api/x', { schema: StatusResponseSchema })).rejects.toMatchObject({
        message: 'This invite was withdrawn.',
        code: 'invite-withdrawn',
      });
      const upload = refusalError(409, { status: 'Submitted.', code: 'assessment-submitted' });
      expect(upload).toMatchObject({ message: 'Submitted.', httpStatus: 409 });
      expect(refusalError(413, null, 'Too large.').message).toBe('Too large.');
    } finally {
      codedRefusals.removeEventListener('refusal', listen);
    }
    expect(heard).toEqual(['invite-withdrawn', 'assessment-submitted']);
  });

  it('parses with a schema that loads while the call is under way; one that cannot load is offline', async () => {
    answer({ result: true, status: 'Saved.', internal: 'not for the page' });
    const body = await apiRequest('/api/x', { schema: Promise.resolve(StatusResponseSchema) });
    expect(body).toEqual({ result: true, status: 'Saved.' });

    answer({ result: true, status: 'Saved.' });
    const chunkLost = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(apiRequest('/api/x', { schema: chunkLost })).rejects.toMatchObject({
      message: OFFLINE_TEXT,
      httpStatus: 0,
    });
  });
});
