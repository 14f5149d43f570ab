import type { Database } from '../../db/client';
import type { RecordingStore } from '../recordings/stores/recording-store';

export interface ReviewRoutesOptions {
  db: Database;
  files: RecordingStore;
}
