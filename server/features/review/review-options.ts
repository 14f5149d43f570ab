import { API_FAILURES } from '../../../shared/api.schema';
import type { Database } from '../../db/client';
import type { RecordingFiles } from '../recordings/recording-files';

export interface ReviewRoutesOptions {
  db: Database;
  files: RecordingFiles;
}

/** The failures every review endpoint may answer, in the one `{result:false, status}` shape. */
export const REVIEW_FAILURES = API_FAILURES;
