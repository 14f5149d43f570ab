// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITE_REFUSAL_CODES } from '../../../../shared/invite-texts';
import { WAITING_TEXTS } from '../../../../shared/waiting-texts';
import { ApiError, OFFLINE_TEXT } from '../../../lib/api-client';
import { progressSaveMessage } from './progress-save-error';

describe('progressSaveMessage: what the candidate is told when their step was not saved', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline: says so, and that the answers are kept', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(progressSaveMessage(new ApiError(OFFLINE_TEXT, 0))).toBe(WAITING_TEXTS.progress.offline);
  });

  it.each([0, 500, 503])('online, no answer or %i: the server is not answering', (status) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(progressSaveMessage(new ApiError('Something went wrong.', status))).toBe(
      WAITING_TEXTS.progress.unreachable,
    );
  });

  it('a 5xx is the server not answering, even when the browser thinks it is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(progressSaveMessage(new ApiError('Bad gateway.', 502))).toBe(
      WAITING_TEXTS.progress.unreachable,
    );
  });

  it('a refusal: the server’s own text', () => {
    const refusal = new ApiError('Answer every question before the video.', 409);
    expect(progressSaveMessage(refusal)).toBe('Answer every question before the video.');
  });

  it('a withdrawn invite: nothing here, the page leaves', () => {
    const withdrawn = new ApiError('Withdrawn.', 410, INVITE_REFUSAL_CODES.withdrawn);
    expect(progressSaveMessage(withdrawn)).toBeNull();
  });
});
