import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../features/recordings/s3-recording-store';

export interface S3TestServer {
  settings: S3Settings;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * s3rver 3.7 (the S3 server that installs from npm; no MinIO binary reaches these machines) lacks
 * two calls that tus's S3 store makes: ListParts (which parts of a multipart upload arrived) and
 * AbortMultipartUpload. They are answered here from s3rver's own files for the upload's parts.
 */
function addMultipartCalls(server: S3rver): void {
  server.middleware.unshift(async (context, next) => {
    const uploadId = context.query.uploadId;
    const [, bucket, ...keyParts] = context.path.split('/');
    if (typeof uploadId !== 'string' || !bucket || keyParts.length === 0) return next();
    if (context.method !== 'GET' && context.method !== 'DELETE') return next();
    const folder = path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    if (!fs.existsSync(folder)) {
      context.status = 404;
      context.type = 'application/xml';
      context.body = xml(
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
      return;
    }
    if (context.method === 'DELETE') {
      fs.rmSync(folder, { recursive: true, force: true });
      context.status = 204;
      return;
    }
    const parts = fs
      .readdirSync(folder)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => {
        const file = path.join(folder, String(number));
        const md5 = fs.readFileSync(`${file}.md5`, 'utf8');
        const { size, mtime } = fs.statSync(file);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      });
    context.status = 200;
    context.type = 'application/xml';
    context.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${keyParts.join('/')}</Key><UploadId>${uploadId}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}

/** An S3-compatible server on 127.0.0.1 with one empty bucket, in a temporary folder. */
export async function startS3TestServer(bucket = 'recordings'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'prescreen-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  addMultipartCalls(server);
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
