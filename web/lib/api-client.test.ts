import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusResponseSchema } from '../../shared/api.schema';
import { ApiError, apiRequest, MALFORMED_TEXT, OFFLINE_TEXT } from './api-client';

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
