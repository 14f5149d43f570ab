import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { writeSettingOnce } from './settings.repository';

const DEPLOYMENT_ID_KEY = 'deployment_id';

const loaded = new WeakMap<Database, Promise<string>>();

/** This deployment's fixed identifier (registration's `uuid`): made on first start, read once. */
export function loadDeploymentId(db: Database): Promise<string> {
  let id = loaded.get(db);
  if (!id) {
    id = writeSettingOnce(db, DEPLOYMENT_ID_KEY, randomUUID());
    loaded.set(db, id);
  }
  return id;
}
