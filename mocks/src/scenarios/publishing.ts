import { fallbacks } from '@causeway/api-client';
import { firstPublishError } from '@causeway/api-client/domain';
import { apiPaths } from '@causeway/api-client/paths';
import { http, HttpResponse } from 'msw';
import { route } from '../handlers/support/api-request';
import { demo } from '../seed/demo';
import { answer, fallbackScenario } from './answers';
import { page, publishPost, publishReel, publishStory, schedulePost } from './publish-calls';
import type { Scenario } from './types';

const resultsRule =
  "Publish errors are taken from a results list. The sources are an error, an error string, a response error (a string, or an object with message), or message. The fallback is 'Failed to publish post'.";

/** unified-post answers 200 with one failed page result. */
function failedResult(id: string, result: Record<string, unknown>, shows: string): Scenario {
  return {
    id,
    area: 'publishing',
    description: resultsRule,
    handlers: [
      http.post(route(apiPaths.publishing.publishPost), () =>
        HttpResponse.json({
          message: 'The post could not be published.',
          results: [{ ...page, success: false, ...result }],
        }),
      ),
    ],
    probe: { call: async (api) => firstPublishError((await publishPost(api)).results), outcome: { value: shows } },
  };
}

const toastRule =
  "Toasts read 'Failed to publish post: {reason}' or 'Failed to schedule post: {reason}', with the same pattern for stories. For reels: 'Failed to publish reel: ' or 'Failed to schedule reel: ' plus the message.";
const unavailable = { error: { message: 'Facebook is temporarily unavailable. Please try again later.' } };
const unavailableText = 'Facebook is temporarily unavailable. Please try again later.';
const serviceRule =
  "Service fallbacks: 'Failed to publish post/story/reel', 'Failed to schedule post', 'Failed to fetch ...', 'Failed to delete post/story/reel', 'Failed to fetch team pages'.";
const other = (text: string) => `Other messages: '${text}'`;

export const publishingScenarios: Scenario[] = [
  failedResult(
    'publishing.result-error',
    { error: { message: '(#200) The page has restricted who can post.', code: 200 } },
    '(#200) The page has restricted who can post.',
  ),
  failedResult(
    'publishing.result-error-string',
    { error_message: 'Photo upload failed: the image could not be read.' },
    'Photo upload failed: the image could not be read.',
  ),
  failedResult(
    'publishing.result-response-error',
    { response: { error: { message: 'Rate limit reached for this page.' } } },
    'Rate limit reached for this page.',
  ),
  failedResult('publishing.result-message', { message: 'Duplicate status message.' }, 'Duplicate status message.'),
  failedResult('publishing.result-no-reason', { status: 'failed' }, 'Failed to publish post'),
  {
    id: 'publishing.publish-post-failed',
    area: 'publishing',
    description: toastRule,
    handlers: [answer('post', apiPaths.publishing.publishPost, 502, unavailable)],
    probe: { call: publishPost, outcome: { status: 502, message: unavailableText } },
  },
  {
    id: 'publishing.publish-story-failed',
    area: 'publishing',
    description: toastRule,
    handlers: [answer('post', apiPaths.publishing.publishStory, 502, unavailable)],
    probe: { call: publishStory, outcome: { status: 502, message: unavailableText } },
  },
  {
    id: 'publishing.publish-reel-failed',
    area: 'publishing',
    description: toastRule,
    handlers: [answer('post', apiPaths.publishing.publishReel, 502, unavailable)],
    probe: { call: publishReel, outcome: { status: 502, message: unavailableText } },
  },
  {
    id: 'publishing.schedule-failed',
    area: 'publishing',
    description: toastRule,
    handlers: [
      answer('post', apiPaths.scheduler.schedule, 400, {
        detail: "The selected pages have reached today's posting limit.",
      }),
    ],
    probe: {
      call: schedulePost,
      outcome: { status: 400, message: "The selected pages have reached today's posting limit." },
    },
  },
  fallbackScenario(
    'publishing.publish-post-no-reason',
    serviceRule,
    'post',
    apiPaths.publishing.publishPost,
    publishPost,
    fallbacks.publishing.publishPost,
  ),
  fallbackScenario(
    'publishing.publish-story-no-reason',
    serviceRule,
    'post',
    apiPaths.publishing.publishStory,
    publishStory,
    fallbacks.publishing.publishStory,
  ),
  fallbackScenario(
    'publishing.publish-reel-no-reason',
    serviceRule,
    'post',
    apiPaths.publishing.publishReel,
    publishReel,
    fallbacks.publishing.publishReel,
  ),
  fallbackScenario(
    'publishing.schedule-no-reason',
    serviceRule,
    'post',
    apiPaths.scheduler.schedule,
    schedulePost,
    fallbacks.scheduler.schedulePost,
  ),
  fallbackScenario(
    'publishing.post-history-failed',
    serviceRule,
    'get',
    apiPaths.publishing.postHistory,
    (api) => api.publishing.postHistory(demo.teamId),
    fallbacks.publishing.postHistory,
  ),
  fallbackScenario(
    'publishing.story-history-failed',
    serviceRule,
    'get',
    apiPaths.publishing.storyHistory,
    (api) => api.publishing.storyHistory(demo.teamId),
    fallbacks.publishing.storyHistory,
  ),
  fallbackScenario(
    'publishing.reel-history-failed',
    serviceRule,
    'get',
    apiPaths.publishing.reelHistory,
    (api) => api.publishing.reelHistory(demo.teamId),
    fallbacks.publishing.reelHistory,
  ),
  fallbackScenario(
    'publishing.delete-post-failed',
    serviceRule,
    'delete',
    apiPaths.publishing.deletePost,
    (api) => api.publishing.deletePost(demo.postId),
    fallbacks.publishing.deletePost,
  ),
  fallbackScenario(
    'publishing.delete-story-failed',
    serviceRule,
    'delete',
    apiPaths.publishing.deleteStory,
    (api) => api.publishing.deleteStory(demo.storyId),
    fallbacks.publishing.deleteStory,
  ),
  fallbackScenario(
    'publishing.delete-reel-failed',
    serviceRule,
    'delete',
    apiPaths.publishing.deleteReel,
    (api) => api.publishing.deleteReel(demo.reelId),
    fallbacks.publishing.deleteReel,
  ),
  fallbackScenario(
    'publishing.team-pages-failed',
    serviceRule,
    'get',
    apiPaths.teams.pages,
    (api) => api.teams.pages(demo.teamId),
    fallbacks.teams.pages,
  ),
  fallbackScenario(
    'publishing.load-pages-failed',
    other('Failed to load pages'),
    'get',
    apiPaths.teams.pages,
    (api) => api.teams.pages(demo.teamId),
    fallbacks.teams.pages,
  ),
  fallbackScenario(
    'queue.load-failed',
    other('Failed to load posts'),
    'get',
    apiPaths.scheduler.list,
    (api) => api.scheduler.list(demo.teamId),
    fallbacks.scheduler.list,
  ),
  fallbackScenario(
    'queue.delete-failed',
    other('Failed to delete scheduled post.'),
    'delete',
    apiPaths.scheduler.post,
    (api) => api.scheduler.remove(demo.scheduledPostId),
    fallbacks.scheduler.delete,
  ),
];
