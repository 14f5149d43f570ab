import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Database } from '../../../db/client';
import { AppError } from '../../../plugins/errors';
import { attachmentDisposition } from '../../answer-files/answer-file-download.routes';
import type { RecordingStore } from '../../recordings/stores/recording-store';
import { exportedData, type MediaEntry } from './candidate-export-data';
import { findExportedCandidate, readExportedRows } from './candidate-export.repository';

/** What the candidate reads first in their zip: what is in it, and what is not and why. */
export const EXPORT_README = `Your data

This archive holds the data we keep about your application:
- data.json: your registration, your invite (the address it was sent to, any extra time you
  were given, when it expired), your answers (with each question), your recordings' and files'
  details, the events your assessment page noted (such as leaving the tab), your feedback to us,
  and the status of your application with the date it was decided.
- A folder for your video introduction and one for each question answered with a recording or a
  file, with those recordings and files as you sent them.

Not included: the hiring team's own assessment of you (their scores, comments and notes). It is
their opinion, not data you gave us; ask the team if you want to know more about it.
`;

/** Whether a file is still there to add, asked before the zip starts so a gap never breaks it. */
async function isStored(files: RecordingStore, entry: MediaEntry): Promise<boolean> {
  if ('key' in entry.source) return (await files.statFile(entry.source.key)) !== null;
  return files.holdsUpload(entry.source.uploadId);
}

/**
 * Opens an entry's bytes when the zip reaches it (one file open at a time). An upload is read from
 * the local file the store hands over, which is kept until its stream is read.
 */
function openEntry(files: RecordingStore, entry: MediaEntry) {
  return (done: (error: unknown, stream: NodeJS.ReadableStream) => void) => {
    const failed = (error: unknown) => done(error, Readable.from([]));
    const { source } = entry;
    if ('key' in source) {
      files.readFile(source.key).then((stream) => done(null, stream), failed);
      return;
    }
    files
      .withUploadFile(
        source.uploadId,
        (file) =>
          new Promise<void>((resolve) => {
            const stream = fs.createReadStream(file);
            stream.on('close', resolve);
            done(null, stream);
          }),
      )
      .catch(failed);
  };
}

/**
 * The candidate's data as a zip (docs/privacy.md): `README.txt`, `data.json`, and their media in
 * folders, streamed as it is read. 404 when there is no such candidate. Files missing from
 * storage are left out and named as missing in `data.json`.
 */
export async function candidateExportZip(
  db: Database,
  files: RecordingStore,
  candidateId: string,
  now = new Date(),
): Promise<{ stream: Readable; fileName: string; candidateName: string }> {
  const candidate = await findExportedCandidate(db, candidateId);
  if (!candidate) throw new AppError('candidate-missing');
  const { data, media } = exportedData(candidate, await readExportedRows(db, candidateId), now);
  const stored = await Promise.all(media.map((entry) => isStored(files, entry)));
  const missing = media.filter((_, index) => !stored[index]).map((entry) => entry.path);

  const zip = new ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(EXPORT_README), 'README.txt', { mtime });
  const json = { ...data, ...(missing.length > 0 && { filesMissingFromStorage: missing }) };
  zip.addBuffer(Buffer.from(`${JSON.stringify(json, null, 2)}\n`), 'data.json', { mtime });
  media.forEach((entry, index) => {
    if (!stored[index]) return;
    // Videos, sound and documents are compressed already: stored as they are.
    zip.addReadStreamLazy(entry.path, { mtime, compress: false }, openEntry(files, entry));
  });
  // A file that fails half-way (the store went away) ends the download as failed, not hanging.
  zip.on('error', (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  const day = now.toISOString().slice(0, 10);
  return {
    stream: zip.outputStream as Readable,
    fileName: `your-data-${day}.zip`,
    candidateName: candidate.candidate.name,
  };
}

/** The zip as a download (a body no JSON schema describes, hence the plain reply). */
export function sendExportZip(
  reply: FastifyReply,
  zip: Awaited<ReturnType<typeof candidateExportZip>>,
) {
  return reply
    .code(200)
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', attachmentDisposition(zip.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(zip.stream);
}
