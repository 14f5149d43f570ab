import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { RecordingFiles } from '../recordings/recording-files';

export interface ReviewRoutesOptions {
  db: Database;
  files: RecordingFiles;
}

/** The review workspace's candidate endpoints under `/api/admin/candidates`. */
export async function reviewRoutes(
  app: FastifyInstance,
  options: ReviewRoutesOptions,
): Promise<void> {
  void app;
  void options;
}
