import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { posterUrl } from './review-detail.service';
import { findVideoFile } from './review-video.service';

/** A candidate's page in the workspace: `/admin/candidates/<id>`, with or without a query. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CANDIDATE_PAGE = new RegExp(`^/admin/candidates/(${UUID})/?(?:\\?|$)`, 'i');

/**
 * What a signed-in reviewer's candidate page starts loading with its HTML: the video's poster,
 * the largest thing a phone draws there. The page learns of it only once its code has run and
 * the candidate's data has come, and the poster waited 700-880 ms after that on Lighthouse's
 * phone (docs/capacity.md, work taken off the first paint). Only a poster the route serves is
 * named, so the browser never preloads an error; any other page, or a candidate without one,
 * gets nothing.
 */
export async function candidatePagePreload(db: Database, url: string): Promise<string> {
  const id = CANDIDATE_PAGE.exec(url)?.[1];
  if (!id) return '';
  try {
    await findVideoFile(db, id, 'poster');
  } catch (error) {
    if (error instanceof AppError && error.code === 'video-missing') return '';
    throw error;
  }
  return `<link rel="preload" as="image" href="${posterUrl(id)}" fetchpriority="high">`;
}
