import { describe, expect, it } from 'vitest';
import { UploadAdmissions } from './upload-admissions';

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the admissions of upload chunks', () => {
  it('admits the same upload with the same secret only, until forgotten', () => {
    const admissions = new UploadAdmissions();
    admissions.remember('upload-1', 'secret-a', inAnHour());
    expect(admissions.has('upload-1', 'secret-a')).toBe(true);
    expect(admissions.has('upload-1', 'secret-b')).toBe(false);
    expect(admissions.has('upload-2', 'secret-a')).toBe(false);
    admissions.forget('upload-1');
    expect(admissions.has('upload-1', 'secret-a')).toBe(false);
  });

  it('asks again once its few seconds are over', async () => {
    const admissions = new UploadAdmissions(40);
    admissions.remember('upload-1', 'secret-a', inAnHour());
    await pause(80);
    expect(admissions.has('upload-1', 'secret-a')).toBe(false);
  });

  it('never outlives the session: one that ends sooner is admitted until then only', async () => {
    const admissions = new UploadAdmissions(60_000);
    admissions.remember('ending', 'secret-a', new Date(Date.now() + 40));
    admissions.remember('ended', 'secret-a', new Date(Date.now() - 1));
    expect(admissions.has('ending', 'secret-a')).toBe(true);
    expect(admissions.has('ended', 'secret-a')).toBe(false);
    await pause(80);
    expect(admissions.has('ending', 'secret-a')).toBe(false);
  });
});
