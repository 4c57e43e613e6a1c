import { describe, expect, it } from 'vitest';
import { processingStatusSchema, publishResultSchema, reelStatusReplySchema } from '../schemas/publishing';
import {
  firstPublishError,
  isFailedResult,
  processingFailureReason,
  publishFailures,
  publishFailureText,
  publishResultError,
} from './publish-result';
import { isReelErrorCode, reelErrorMessage, reelErrorMessages } from './reel-errors';

const result = (fields: Record<string, unknown>) => publishResultSchema.parse({ page_id: '11', ...fields });

describe('publish result errors', () => {
  it.each([
    ['error as text', { success: false, error: 'Page token expired' }, 'Page token expired'],
    ['error as {message}', { success: false, error: { message: 'Invalid parameter', code: 100 } }, 'Invalid parameter'],
    ['the error text field', { success: false, error_message: 'Rate limited' }, 'Rate limited'],
    ['response error as text', { success: false, response: { error: 'Upstream down' } }, 'Upstream down'],
    ['response error as {message}', { success: false, response: { error: { message: 'Bad media' } } }, 'Bad media'],
    ['message', { status: 'failed', message: 'Could not post' }, 'Could not post'],
    ['wrapped text', { success: false, error: "['Duplicate post']" }, 'Duplicate post'],
  ])('reads %s', (_source, fields, expected) => {
    expect(publishResultError(result(fields))).toBe(expected);
  });

  it("lists failed pages with their reason, 'Failed to publish post' when none is given", () => {
    const results = [
      result({ page_id: '11', page_name: 'Bakery', success: true }),
      result({ page_id: '12', page_name: 'Cafe', success: false }),
      result({ page_id: '13', error: { message: 'Blocked' } }),
    ];
    expect(publishFailures(results)).toEqual([
      { page_id: '12', page_name: 'Cafe', message: 'Failed to publish post' },
      { page_id: '13', page_name: null, message: 'Blocked' },
    ]);
    expect(firstPublishError(results)).toBe('Failed to publish post');
    expect(firstPublishError([result({ success: true, message: 'Posted' })])).toBeNull();
  });

  it('does not count a successful result carrying a message as failed', () => {
    expect(isFailedResult(result({ success: true, message: 'Posted' }))).toBe(false);
    expect(isFailedResult(result({ error: 'x' }))).toBe(true);
  });

  it('reads why a story or reel failed from its status check, by the same rules, provider codes included', () => {
    const [reel, story, quiet, done] = reelStatusReplySchema.parse({
      reels: [
        { id: 1, status: 'failed', error: { message: 'Invalid parameter', code: 100, error_subcode: 1363128 } },
        { id: 2, status: 'FAILED', response: { error: "['Media could not be processed']" } },
        { id: 3, status: 'failed' },
        { id: 4, status: 'published', message: 'Reel is live' },
      ],
    });
    expect([reel, story, quiet, done].map((item) => item && processingFailureReason(item))).toEqual([
      'Invalid video duration. Video must be between 3-90 seconds long.',
      'Media could not be processed',
      null,
      null,
    ]);
    expect(processingFailureReason(processingStatusSchema.parse({ id: 5, status: 'failed', error_message: 'x' }))).toBe(
      'x',
    );
  });

  it('gives the toast texts for publish and schedule failures', () => {
    expect(publishFailureText('publish', 'post', 'Blocked')).toBe('Failed to publish post: Blocked');
    expect(publishFailureText('schedule', 'story', 'Blocked')).toBe('Failed to schedule story: Blocked');
    expect(publishFailureText('publish', 'reel', 'Blocked')).toBe('Failed to publish reel: Blocked');
  });
});

describe('reel provider codes', () => {
  it('has the four codes with their texts, word for word', () => {
    expect(reelErrorMessages).toEqual({
      1363040: 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.',
      1363127: 'Invalid video resolution. Please use minimum 540x960, recommended 1080x1920.',
      1363128: 'Invalid video duration. Video must be between 3-90 seconds long.',
      1363129: 'Invalid frame rate. Video must have 24-60 fps.',
    });
    expect(reelErrorMessage('1363129')).toBe('Invalid frame rate. Video must have 24-60 fps.');
    expect([isReelErrorCode(1363040), isReelErrorCode(100), isReelErrorCode('abc')]).toEqual([true, false, false]);
  });

  it('shows the code’s text for a failed reel, wherever the code sits', () => {
    expect(
      publishResultError(result({ success: false, error: { message: 'Invalid video', error_subcode: 1363040 } })),
    ).toBe(reelErrorMessages[1363040]);
    expect(publishResultError(result({ success: false, error: { error: { code: 1363127, message: 'x' } } }))).toBe(
      reelErrorMessages[1363127],
    );
    expect(publishResultError(result({ success: false, response: { error: { code: '1363128' } } }))).toBe(
      reelErrorMessages[1363128],
    );
    expect(publishResultError(result({ success: false, error: 'Upload failed (subcode 1363129)' }))).toBe(
      reelErrorMessages[1363129],
    );
    expect(publishResultError(result({ success: false, error: { message: 'Other', code: 100 } }))).toBe('Other');
  });
});
