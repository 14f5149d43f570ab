import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerFileTypeOf } from './file-kind';
import {
  sampleDocm,
  sampleDocx,
  sampleElf,
  sampleJpeg,
  sampleOds,
  sampleOdt,
  samplePdf,
  samplePe,
  samplePng,
  sampleShellScript,
  zipOf,
} from '../../test/sample-files';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-file-kind-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

let count = 0;
async function typeOf(bytes: Buffer): Promise<string | null> {
  const file = path.join(folder, `file-${(count += 1)}`);
  fs.writeFileSync(file, bytes);
  return answerFileTypeOf(file);
}

describe('a file answer is known by its bytes (docs/product.md#answer-types)', () => {
  it.each([
    ['a PDF', samplePdf, 'application/pdf'],
    ['a PNG', samplePng, 'image/png'],
    ['a JPEG', sampleJpeg, 'image/jpeg'],
    [
      'a Word document',
      sampleDocx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['an OpenDocument text', sampleOdt, 'application/vnd.oasis.opendocument.text'],
  ])('takes %s', async (_name, make, type) => {
    expect(await typeOf(make())).toBe(type);
  });

  it.each([
    ['a Linux program', sampleElf],
    ['a Windows program', samplePe],
    ['a shell script', sampleShellScript],
    ['a macro-enabled Word document', sampleDocm],
    ['an OpenDocument spreadsheet', sampleOds],
    ['a plain ZIP archive', () => zipOf([{ name: 'readme.txt', content: 'hello' }])],
    ['an HTML page', () => Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a ZIP cut short', () => sampleDocx().subarray(0, 120)],
  ])('refuses %s', async (_name, make) => {
    expect(await typeOf(make())).toBeNull();
  });

  it('does not unpack a content-types part past its bound (a ZIP bomb)', async () => {
    const bomb = zipOf([
      {
        name: '[Content_Types].xml',
        // Word's declaration after 50 MB of spaces: found only by unpacking all of it.
        content: Buffer.concat([
          Buffer.alloc(50 * 1024 * 1024, 0x20),
          Buffer.from(
            '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
          ),
        ]),
      },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await typeOf(bomb)).toBeNull();
  });
});
