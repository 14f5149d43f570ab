import type { Database } from '../../db/client';
import type { RecordingFiles } from '../recordings/recording-files';

export interface ReviewRoutesOptions {
  db: Database;
  files: RecordingFiles;
}
