import { describe, expect, it } from 'vitest';
import { storedFileName } from './stored-file-name';

const PDF = 'application/pdf';

describe("a file answer's stored name", () => {
  it("keeps the candidate's name, any script, as encodeURIComponent sent it", () => {
    expect(storedFileName(encodeURIComponent('Zoë Müller – 履歴書.pdf'), PDF)).toBe(
      'Zoë Müller – 履歴書.pdf',
    );
  });

  it('takes out path separators, control and reordering characters', () => {
    expect(storedFileName(encodeURIComponent('../../etc/passwd.pdf'), PDF)).toBe(
      '_.._etc_passwd.pdf',
    );
    expect(storedFileName(encodeURIComponent('C:\\cv\r\n\u0000.pdf'), PDF)).toBe('C:_cv.pdf');
    expect(storedFileName(encodeURIComponent('cv\u202Efdp.zip'), PDF)).toBe('cvfdp.zip.pdf');
  });

  it('ends as its type does, whatever the name said', () => {
    expect(storedFileName('cv.pdf', 'image/png')).toBe('cv.pdf.png');
    expect(storedFileName('photo.JPG', 'image/jpeg')).toBe('photo.JPG');
    expect(storedFileName('cv', PDF)).toBe('cv.pdf');
    expect(storedFileName(undefined, PDF)).toBe('file.pdf');
    expect(storedFileName('...', PDF)).toBe('file.pdf');
  });

  it('is at most 255 characters, cut between characters, keeping its ending', () => {
    const name = storedFileName(encodeURIComponent(`${'履'.repeat(300)}.pdf`), PDF);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('履.pdf')).toBe(true);
    expect(storedFileName('x'.repeat(400), PDF)).toBe(`${'x'.repeat(251)}.pdf`);
  });

  it('takes a name that is not percent-encoded as it came', () => {
    expect(storedFileName('100%.pdf', PDF)).toBe('100%.pdf');
  });
});
