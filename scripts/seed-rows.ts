import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { faker } from '@faker-js/faker';
import { INVITE_VALIDITY_MS, TEST_DURATION_MINUTES } from '../shared/constants';
import { encodeInviteCode } from '../shared/invite-codec';
import type { DeviceInfo } from '../shared/registration.schema';

import type { Role } from '../shared/roles.schema';
import type {
  answers,
  candidates,
  feedback,
  integrityEvents,
  invites,
  recordings,
  reviewScores,
  reviews,
} from '../server/db/schema';
import { OWNER_MEMBER_ID } from '../server/features/team/owner';
import { sanitizeAnswerHtml } from '../server/features/assessment/answer-sanitizer';
import { answerText } from '../server/features/assessment/answer-text';

/**
 * Realistic rows for the review workspace, made in memory (the seed inserts them in batches):
 * candidates over the last 60 days, most complete, some over time, some still under way.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SEED_WINDOW_MS = 60 * DAY_MS;
const ALLOWED_MS = TEST_DURATION_MINUTES * MINUTE_MS;

/** The shared sample video every seeded processed recording points at. */
export interface SampleVideo {
  storageKey: string;
  posterKey: string;
  sizeBytes: number;
  durationMs: number;
}

export interface SeedRows {
  invites: (typeof invites.$inferInsert)[];
  candidates: (typeof candidates.$inferInsert)[];
  answers: (typeof answers.$inferInsert)[];
  recordings: (typeof recordings.$inferInsert)[];
  feedback: (typeof feedback.$inferInsert)[];
  integrityEvents: (typeof integrityEvents.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  reviewScores: (typeof reviewScores.$inferInsert)[];
}

export function emptySeedRows(): SeedRows {
  return {
    invites: [],
    candidates: [],
    answers: [],
    recordings: [],
    feedback: [],
    integrityEvents: [],
    reviews: [],
    reviewScores: [],
  };
}

const chance = (probability: number) => Math.random() < probability;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const at = (time: number) => new Date(time);

const DEVICES: Omit<DeviceInfo, 'timezone' | 'language' | 'viewport'>[] = [
  {
    deviceType: 'desktop',
    os: 'Windows 11',
    browser: { name: 'Chrome', version: '138.0.0.0' },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
    platform: 'Win32',
    screenResolution: '1920x1080',
    cookieEnabled: true,
    onlineStatus: true,
    touchSupport: false,
  },
  {
    deviceType: 'desktop',
    os: 'macOS 14.6',
    browser: { name: 'Safari', version: '17.6' },
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
    platform: 'MacIntel',
    screenResolution: '1512x982',
    cookieEnabled: true,
    onlineStatus: true,
    touchSupport: false,
  },
  {
    deviceType: 'desktop',
    os: 'Linux',
    browser: { name: 'Firefox', version: '140.0' },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    platform: 'Linux x86_64',
    screenResolution: '2560x1440',
    cookieEnabled: true,
    onlineStatus: true,
    touchSupport: false,
  },
  {
    deviceType: 'tablet',
    os: 'iPadOS 17.5',
    browser: { name: 'Mobile Safari', version: '17.5' },
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    platform: 'iPad',
    screenResolution: '1024x1366',
    cookieEnabled: true,
    onlineStatus: true,
    touchSupport: true,
  },
];

function deviceInfo(): DeviceInfo {
  const device = pick(DEVICES);
  const [width, height] = device.screenResolution.split('x').map(Number) as [number, number];
  return {
    ...device,
    viewport: `${width - between(0, 200)}x${height - between(80, 200)}`,
    timezone: faker.location.timeZone(),
    language: pick(['en-GB', 'en-US', 'de-DE', 'fr-FR', 'es-ES', 'nl-NL']),
  };
}

/** An answer as the rich-text editor saves it: paragraphs, a list, some bold. */
function answerHtml(): string {
  const paragraph = () => `<p>${faker.hacker.phrase()} ${faker.lorem.sentences(between(1, 3))}</p>`;
  const parts = [paragraph()];
  if (chance(0.6)) {
    const tag = chance(0.5) ? 'ul' : 'ol';
    const items = Array.from(
      { length: between(2, 4) },
      () => `<li>${faker.company.buzzPhrase()}</li>`,
    );
    parts.push(`<${tag}>${items.join('')}</${tag}>`);
  }
  parts.push(
    `<p>The key point: <strong>${faker.company.catchPhrase()}</strong>. ${faker.lorem.sentence()}</p>`,
  );
  if (chance(0.3)) parts.push(paragraph());
  return parts.join('');
}

const BLOCKED_KEYS = ['Ctrl+U', 'Ctrl+S', 'Ctrl+P', 'F12', 'Ctrl+Shift+I'];

/** A few integrity events between start and end: pastes, time away from the tab, blocked keys. */
function integrityEventsFor(candidateId: string, startedAt: number, endedAt: number) {
  const events: (typeof integrityEvents.$inferInsert)[] = [];
  const when = () => at(startedAt + Math.random() * Math.max(endedAt - startedAt, MINUTE_MS));
  for (let i = between(0, 4); i > 0; i -= 1) {
    const roll = Math.random();
    if (roll < 0.35) {
      events.push({
        candidateId,
        kind: 'paste',
        detail: `${between(12, 1800)} characters`,
        occurredAt: when(),
      });
    } else if (roll < 0.7) {
      const hidden = when();
      events.push({ candidateId, kind: 'tab_hidden', detail: null, occurredAt: hidden });
      const back = at(hidden.getTime() + between(2_000, 180_000));
      if (chance(0.95))
        events.push({ candidateId, kind: 'tab_returned', detail: null, occurredAt: back });
    } else if (roll < 0.92) {
      events.push({
        candidateId,
        kind: 'blocked_key',
        detail: pick(BLOCKED_KEYS),
        occurredAt: when(),
      });
    } else {
      events.push({ candidateId, kind: 'context_menu', detail: null, occurredAt: when() });
    }
  }
  return events;
}

function recordingFor(
  candidateId: string,
  status: 'processed' | 'failed' | 'uploading',
  submittedAt: Date | null,
  sample: SampleVideo,
): typeof recordings.$inferInsert {
  const created = submittedAt ? at(submittedAt.getTime() - between(20_000, 180_000)) : new Date();
  const processed = status === 'processed';
  const id = randomUUID();
  // Each recording has files of its own (hard links to the one sample, see linkSampleFiles), so
  // deleting one candidate in the workspace leaves every other seeded video playable.
  const folder = path.join('recordings', candidateId);
  return {
    id,
    candidateId,
    uploadId: `seed-${randomBytes(12).toString('hex')}`,
    status,
    mimeType: 'video/webm;codecs=vp8,opus',
    container: 'webm',
    sizeBytes: processed ? sample.sizeBytes : null,
    durationMs: processed ? sample.durationMs : null,
    storageKey: processed ? path.join(folder, `${id}.webm`) : null,
    posterKey: processed ? path.join(folder, `${id}.jpg`) : null,
    recordedMs: submittedAt ? between(15_000, 180_000) : null,
    endToCompleteMs: submittedAt ? between(15, 900) : null,
    processingAttempts: status === 'failed' ? 3 : processed ? 1 : 0,
    processingError: status === 'failed' ? 'ffmpeg could not read the recording.' : null,
    submittedAt,
    createdAt: created,
    finishedAt: processed || status === 'failed' ? submittedAt : null,
  };
}

const REVIEW_STATUSES = [
  'new',
  'shortlisted',
  'shortlisted',
  'on_hold',
  'rejected',
  'rejected',
] as const;

/** An invite nobody used: live, expired or revoked. */
export function addUnusedInvite(rows: SeedRows, role: Role, now: number): void {
  const created = now - Math.random() * SEED_WINDOW_MS;
  rows.invites.push({
    code: encodeInviteCode(role.id),
    roleId: role.id,
    roleVersion: role.version,
    label: chance(0.4) ? faker.person.fullName() : null,
    createdAt: at(created),
    expiresAt: at(created + INVITE_VALIDITY_MS),
    revokedAt: chance(0.15) ? at(created + between(MINUTE_MS, DAY_MS)) : null,
  });
}

/** One candidate on their own invite, with everything they gave and a reviewer's decision. */
export function addCandidate(
  rows: SeedRows,
  role: Role,
  context: { now: number; deploymentId: string; sample: SampleVideo },
): void {
  const { now, sample } = context;
  const id = randomUUID();
  const registered = now - Math.random() * SEED_WINDOW_MS;
  const inviteCreated = registered - Math.random() * 3 * DAY_MS;
  const code = encodeInviteCode(role.id);
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  rows.invites.push({
    code,
    roleId: role.id,
    roleVersion: role.version,
    label: chance(0.5) ? `${firstName} ${lastName}` : null,
    createdAt: at(inviteCreated),
    expiresAt: at(inviteCreated + INVITE_VALIDITY_MS),
    revokedAt: null,
  });

  const startedAt = registered + between(5_000, 120_000);
  // About 72% end with a processed video: 78% complete, 93% of those processed.
  const complete = chance(0.78);
  const overTime = complete && chance(0.08);
  const usedMs = overTime
    ? ALLOWED_MS + between(MINUTE_MS, 10 * MINUTE_MS)
    : between(6 * MINUTE_MS, ALLOWED_MS - 30_000);
  const questionCount = role.questions.length;
  const step = complete
    ? 'complete'
    : pick(['overview', 'questions', 'questions', 'video'] as const);
  const answered =
    step === 'complete' || step === 'video'
      ? questionCount
      : step === 'questions'
        ? between(1, Math.max(1, questionCount - 1))
        : 0;
  const completedAt = complete ? at(startedAt + usedMs) : null;
  const lastActivity =
    completedAt?.getTime() ?? Math.min(now, startedAt + between(MINUTE_MS, usedMs));

  rows.candidates.push({
    id,
    inviteCode: code,
    name: `${firstName} ${lastName}`,
    email: faker.internet
      .email({ firstName, lastName, provider: pick(['example.com', 'example.org', 'example.net']) })
      .toLowerCase(),
    social: `https://profiles.example.com/${faker.internet.username({ firstName, lastName })}`,
    company: chance(0.7) ? faker.company.name() : '',
    experience: pick(['0-1', '2-3', '4-5', '6-10', '10+']),
    gender: chance(0.8) ? pick(['male', 'female', 'other', 'prefer-not-to-say']) : null,
    deploymentId: context.deploymentId,
    device: deviceInfo(),
    startedAt: at(startedAt),
    step,
    questionIndex: Math.min(answered, questionCount - 1),
    videoCompletedAt: completedAt,
    completedAt,
    overTime,
    createdAt: at(registered),
  });

  for (let index = 0; index < answered; index += 1) {
    // Stored as a save stores it: sanitised, with its plain text.
    const html = sanitizeAnswerHtml(answerHtml());
    rows.answers.push({
      candidateId: id,
      questionIndex: index,
      question: role.questions[index] ?? '',
      html,
      ...answerText(html),
      sequence: between(3, 400),
      updatedAt: at(startedAt + ((lastActivity - startedAt) * (index + 1)) / (answered + 1)),
    });
  }

  if (complete) {
    // No 'uploaded' rows: the server would try to process upload files that do not exist.
    const status = chance(0.93) ? 'processed' : 'failed';
    rows.recordings.push(recordingFor(id, status, completedAt, sample));
  } else if (step === 'video' && chance(0.6)) {
    rows.recordings.push(recordingFor(id, 'uploading', null, sample));
  }

  rows.integrityEvents.push(...integrityEventsFor(id, startedAt, lastActivity));

  if (complete && chance(0.85)) {
    rows.feedback.push({
      candidateId: id,
      rating: chance(0.9) ? pick([2, 3, 4, 4, 5, 5, 5]) : null,
      text: chance(0.6) ? faker.lorem.sentences(between(1, 2)) : '',
      createdAt: at((completedAt as Date).getTime() + between(10_000, 120_000)),
    });
  }

  if (complete && chance(0.65)) {
    rows.reviews.push({
      candidateId: id,
      status: pick(REVIEW_STATUSES),
      notes: chance(0.5) ? faker.lorem.sentence() : '',
      updatedAt: at(
        Math.min(now, (completedAt as Date).getTime() + between(MINUTE_MS, 5 * DAY_MS)),
      ),
      updatedBy: 'Owner',
    });
    // Most reviewed candidates have the owner's score (the admin passkey's member).
    if (chance(0.95)) {
      rows.reviewScores.push({ candidateId: id, memberId: OWNER_MEMBER_ID, score: between(1, 5) });
    }
  }
}
