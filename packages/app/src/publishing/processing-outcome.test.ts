import type { PollResult } from '@causeway/api-client/domain';
import { processingStatusSchema } from '@causeway/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { failureReasonsOf, finalToast } from './processing-outcome';

const item = (fields: Record<string, unknown>) => processingStatusSchema.parse(fields);
const published = (id: number) => item({ id, status: 'published' });
const failed = (id: number, error?: unknown) => item({ id, status: 'failed', ...(error ? { error } : {}) });

function result(outcome: PollResult['outcome'], statuses: ReturnType<typeof item>[]): PollResult {
  const done = statuses.filter((each) => each.status === 'published').length;
  const lost = statuses.filter((each) => each.status === 'failed').length;
  return {
    outcome,
    progress: { completed: done + lost, total: statuses.length, published: done, failed: lost, statuses, attempt: 2 },
  };
}

const ratio = { code: 100, error_subcode: 1363040, message: 'Invalid parameter' };
const ratioText = 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.';

describe('finalToast', () => {
  it('words a single item as one, and many as many', () => {
    expect(finalToast('story', result('published', [published(1)]))).toEqual({
      tone: 'success',
      text: 'Story published successfully!',
    });
    expect(finalToast('reel', result('published', [published(1), published(2)]))?.text).toBe(
      'All 2 reels published successfully!',
    );
    expect(finalToast('reel', result('failed', [failed(1, ratio)]))).toEqual({
      tone: 'error',
      text: `Failed to publish reel: ${ratioText}`,
    });
    expect(finalToast('story', result('failed', [failed(1)]))?.text).toBe('Failed to publish story');
  });

  it('says the reason every failed item shares', () => {
    expect(finalToast('reel', result('failed', [failed(1, ratio), failed(2, ratio)]))).toEqual({
      tone: 'error',
      text: `All 2 reels failed to publish: ${ratioText}`,
    });
    expect(finalToast('story', result('mixed', [published(1), failed(2, 'Media expired')]))).toEqual({
      tone: 'warning',
      text: '1 of 2 stories published; 1 failed: Media expired',
    });
  });

  it('points to Publish History when the reasons differ', () => {
    expect(finalToast('reel', result('failed', [failed(1, ratio), failed(2, 'Upload timed out')]))?.text).toBe(
      'All 2 reels failed to publish. Check Publish History for the reasons.',
    );
    expect(finalToast('reel', result('mixed', [published(1), failed(2, ratio), failed(3)]))?.text).toBe(
      '1 of 3 reels published; 2 failed. Check Publish History for the reasons.',
    );
  });

  it('promises no reasons when the checks gave none', () => {
    expect(finalToast('story', result('failed', [failed(1), failed(2)]))?.text).toBe(
      'All 2 stories failed to publish.',
    );
  });

  it('keeps each failed item’s reason under its history key', () => {
    expect(failureReasonsOf('reel', [published(1), failed(2, ratio), failed(3)])).toEqual({ 'reel-2': ratioText });
  });
});
