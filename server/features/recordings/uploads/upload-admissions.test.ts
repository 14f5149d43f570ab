import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadAdmissions } from './upload-admissions';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
/** The wall clock moved on by `ms`, as an admission reckons its end. */
const pause = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('the admissions of upload chunks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('admits the same upload with the same secret only, until forgotten', () => {
    const admissions = new UploadAdmissions();
    admissions.remember('upload-1', 'secret-a', inAnHour());
    expect(admissions.has('upload-1', 'secret-a')).toBe(true);
    expect(admissions.has('upload-1', 'secret-b')).toBe(false);
    expect(admissions.has('upload-2', 'secret-a')).toBe(false);
    admissions.forget('upload-1');
    expect(admissions.has('upload-1', 'secret-a')).toBe(false);
  });

  it('asks again once its few seconds are over', () => {
    const admissions = new UploadAdmissions(40);
    admissions.remember('upload-1', 'secret-a', inAnHour());
    pause(39);
    expect(admissions.has('upload-1', 'secret-a')).toBe(true);
    pause(1);
    expect(admissions.has('upload-1', 'secret-a')).toBe(false);
  });

  it('never outlives the session: one that ends sooner is admitted until then only', () => {
    const admissions = new UploadAdmissions(60_000);
    admissions.remember('ending', 'secret-a', new Date(Date.now() + 40));
    admissions.remember('ended', 'secret-a', new Date(Date.now() - 1));
    expect(admissions.has('ending', 'secret-a')).toBe(true);
    expect(admissions.has('ended', 'secret-a')).toBe(false);
    pause(39);
    expect(admissions.has('ending', 'secret-a')).toBe(true);
    pause(1);
    expect(admissions.has('ending', 'secret-a')).toBe(false);
  });
});
