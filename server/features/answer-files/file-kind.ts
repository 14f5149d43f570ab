import fs from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { AnswerFileType } from '../../../shared/question-forms.schema';

/**
 * What a file answer is, found from its bytes alone, never from its name or the Content-Type it
 * came with (docs/product.md#answer-types): PDF, PNG and JPEG by their signatures; DOCX and ODT are
 * ZIP containers, told apart by what the container declares. Anything else (a program, a script,
 * a spreadsheet, a macro-enabled Word file) is none of them: null.
 */
export async function answerFileTypeOf(file: string): Promise<AnswerFileType | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = await readAt(handle, 0, Math.min(size, 64));
    if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
    if (head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
    if (head.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'image/jpeg';
    if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return await zipDocumentType(handle, size);
    return null;
  } finally {
    await handle.close();
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END_SEARCH = 22 + 0xffff;

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
/** The main part of a Word document; a macro-enabled one (.docm) or a template declares another. */
const DOCX_MAIN_PART =
  /ContentType\s*=\s*["']application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml["']/;
/** `[Content_Types].xml` is a few KB; more than this is not a Word document we take. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

async function readAt(handle: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The entries the central directory lists, or null for a ZIP we cannot read (or ZIP64). */
async function zipEntries(handle: fs.FileHandle, size: number): Promise<ZipEntry[] | null> {
  const tailStart = Math.max(0, size - ZIP_END_SEARCH);
  const tail = await readAt(handle, tailStart, size - tailStart);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize > size) return null;
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) {
      return null;
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's bytes, uncompressed (stored or deflated only), at most `maxBytes`; null otherwise. */
async function entryBytes(
  handle: fs.FileHandle,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Buffer | null> {
  if (entry.compressedSize > maxBytes) return null;
  const local = await readAt(handle, entry.localHeaderOffset, 30);
  if (local.length < 30 || !local.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return null;
  const dataStart = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const data = await readAt(handle, dataStart, entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data;
  if (entry.method !== 8) return null;
  try {
    // Bounded: a few KB of "zip bomb" cannot unfold into gigabytes here.
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

/**
 * ODT: its first entry is `mimetype`, stored uncompressed, holding the text document's type (the
 * OpenDocument rule). DOCX: its `[Content_Types].xml` declares a Word document's main part.
 */
async function zipDocumentType(
  handle: fs.FileHandle,
  size: number,
): Promise<AnswerFileType | null> {
  const entries = await zipEntries(handle, size);
  if (!entries) return null;
  const first = entries.find((entry) => entry.localHeaderOffset === 0);
  if (first?.name === 'mimetype' && first.method === 0) {
    const declared = await entryBytes(handle, first, 256);
    if (declared?.toString('latin1') === ODT_MIMETYPE) {
      return entries.some((entry) => entry.name === 'content.xml') ? ODT_MIMETYPE : null;
    }
    return null;
  }
  const contentTypes = entries.find((entry) => entry.name === '[Content_Types].xml');
  if (!contentTypes) return null;
  const declared = await entryBytes(handle, contentTypes, CONTENT_TYPES_MAX_BYTES);
  if (!declared || !DOCX_MAIN_PART.test(declared.toString('utf8'))) return null;
  return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}
