import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { writeSettingOnce } from './settings.repository';

const DEPLOYMENT_ID_KEY = 'deployment_id';

/** The fixed identifier of this deployment (SPEC A11 `uuid`), made on first start. */
export async function loadDeploymentId(db: Database): Promise<string> {
  return writeSettingOnce(db, DEPLOYMENT_ID_KEY, randomUUID());
}
