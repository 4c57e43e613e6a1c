import { reelErrorMessages, type ReelErrorCode } from '@causeway/api-client/domain';
import { db } from '../db';
import type { PageRecord } from '../records';
import { fileName } from './files';
import { isExpired } from './social';

export interface Target {
  pageId: string;
  page: PageRecord | null;
  /** Why this page cannot be published to, as the provider or server says it. */
  problem: { message: string; code?: number; type?: string } | null;
}

/** Each requested page of a team, with the reason it cannot take a post (not on the team, token expired). */
export function publishTargets(teamId: string, pageIds: readonly string[]): Target[] {
  return pageIds.map((pageId) => {
    const page = db.pages.findFirst((q) => q.where({ page_id: pageId }).or({ id: pageId })) ?? null;
    const onTeam = page && db.teamPages.findFirst((q) => q.where({ team_id: teamId, page_id: page.id }));
    if (!page || !onTeam) return { pageId, page, problem: { message: 'This page is not connected to the team.' } };
    const account = db.socialAccounts.findFirst((q) => q.where({ id: page.account_id }));
    if (!account || isExpired(account)) {
      return {
        pageId,
        page,
        problem: {
          message: 'Error validating access token: Session has expired. Please reconnect your Facebook account.',
          code: 190,
          type: 'OAuthException',
        },
      };
    }
    return { pageId, page, problem: null };
  });
}

export function failedResult(target: Target) {
  return {
    page_id: target.page?.page_id ?? target.pageId,
    page_name: target.page?.name ?? null,
    success: false,
    status: 'failed',
    error: target.problem,
  };
}

const reelCodes = Object.keys(reelErrorMessages).map(Number) as ReelErrorCode[];

/**
 * How a submitted story or reel will end. Testers steer it by the file name: a name with 'fail'
 * fails; for reels a name with a provider code (e.g. 'clip-1363128.mp4') fails with that code.
 */
export function plannedOutcome(
  file: Blob,
  kind: 'story' | 'reel',
): { status: 'published' | 'failed'; code: number | null } {
  const name = fileName(file).toLowerCase();
  const code = kind === 'reel' ? reelCodes.find((candidate) => name.includes(String(candidate))) : undefined;
  if (code) return { status: 'failed', code };
  if (name.includes('fail')) return { status: 'failed', code: kind === 'reel' ? 1363040 : null };
  return { status: 'published', code: null };
}

export interface PublishResult {
  page_id: string;
  page_name: string | null;
  success: boolean;
  status: string;
  post_id?: string;
  error?: Target['problem'];
}

/**
 * Publishes to each requested page of the team: `publish` stores the item for a page that can take
 * it and gives its id; a page that cannot gets a failed result with its reason.
 */
export async function publishToPages(
  teamId: string,
  pageIds: readonly string[],
  status: string,
  publish: (page: PageRecord) => Promise<string>,
): Promise<{ results: PublishResult[]; created: string[] }> {
  const results: PublishResult[] = [];
  const created: string[] = [];
  for (const target of publishTargets(teamId, pageIds)) {
    if (target.problem || !target.page) {
      results.push(failedResult(target));
      continue;
    }
    const id = await publish(target.page);
    created.push(id);
    results.push({ page_id: target.page.page_id, page_name: target.page.name, success: true, status, post_id: id });
  }
  return { results, created };
}
