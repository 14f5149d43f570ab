import { asc, eq } from 'drizzle-orm';
import { PartialDeviceInfoSchema } from '../../../shared/registration.schema';
import type { DeviceSeen } from '../../../shared/review.schema';
import type { Database } from '../../db/client';
import { candidateSessions } from '../../db/schema';
import type { AddedDevice } from './review-timeline';

type PartialDevice = NonNullable<DeviceSeen['device']>;

/** The computers a candidate registered from (one session each), oldest first. */
export async function listCandidateDevices(db: Database, candidateId: string) {
  return db
    .select({
      device: candidateSessions.device,
      createdAt: candidateSessions.createdAt,
      lastSeenAt: candidateSessions.lastSeenAt,
    })
    .from(candidateSessions)
    .where(eq(candidateSessions.candidateId, candidateId))
    .orderBy(asc(candidateSessions.createdAt), asc(candidateSessions.secretHash));
}

type DeviceRow = Awaited<ReturnType<typeof listCandidateDevices>>[number];

/** What a browser stored of its device, as far as it reads as device details. */
function parseDevice(stored: unknown): PartialDevice | null {
  if (!stored) return null;
  const parsed = PartialDeviceInfoSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** "Chrome 131 on Linux": the browser's major version, and the system; null when neither is known. */
export function describeDevice(device: PartialDevice | null): string | null {
  const major = device?.browser?.version?.split('.')[0] ?? '';
  const browser = device?.browser?.name ? `${device.browser.name} ${major}`.trim() : '';
  const os = device?.os ?? '';
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || null;
}

/** Each computer with its first and last request (its registration when none came since). */
export function toDevicesSeen(rows: DeviceRow[]): DeviceSeen[] {
  return rows.map((row) => ({
    device: parseDevice(row.device),
    firstSeenAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt > row.createdAt ? row.lastSeenAt : row.createdAt).toISOString(),
  }));
}

/** The registrations after the first, as the timeline's "continued on another computer". */
export function toAddedDevices(rows: DeviceRow[]): AddedDevice[] {
  return rows.slice(1).map((row) => ({
    description: describeDevice(parseDevice(row.device)),
    registeredAt: row.createdAt,
  }));
}
