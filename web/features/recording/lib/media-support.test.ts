import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickRecordingType, recorderOptions } from './media-support';

function browserRecording(types: string[]) {
  vi.stubGlobal('MediaRecorder', { isTypeSupported: (type: string) => types.includes(type) });
}

describe('pickRecordingType', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records WebM with Opus where the browser can (Chrome, Firefox)', () => {
    browserRecording(['video/webm;codecs=vp8,opus', 'video/webm', 'audio/webm;codecs=opus']);
    expect(pickRecordingType('video')).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecordingType('audio')).toBe('audio/webm;codecs=opus');
  });

  it('records MP4 on Safari, which records nothing else', () => {
    browserRecording(['video/mp4', 'audio/mp4']);
    expect(pickRecordingType('video')).toBe('video/mp4');
    expect(pickRecordingType('audio')).toBe('audio/mp4');
  });

  it('lets the browser choose when it names none of ours', () => {
    browserRecording([]);
    expect(pickRecordingType('audio')).toBe('');
    expect(recorderOptions('audio', '')).toEqual({
      mimeType: undefined,
      audioBitsPerSecond: 128_000,
    });
  });
});
