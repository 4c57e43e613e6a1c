import type { ApiClient } from '@causeway/api-client';
import { firstPublishError, reelErrorMessages, type ReelErrorCode } from '@causeway/api-client/domain';
import { apiPaths } from '@causeway/api-client/paths';
import { http, HttpResponse } from 'msw';
import { route } from '../handlers/support/api-request';
import { reelEnding, storyEnding } from './processing';
import { page, publishReel, publishStory } from './publish-calls';
import type { Scenario } from './types';

function reelCode(code: ReelErrorCode): Scenario {
  return {
    id: `reel.error-${code}`,
    area: 'reel',
    description: `Reel codes returned by the provider: ${code} — ${reelErrorMessages[code]}`,
    handlers: [
      http.post(route(apiPaths.publishing.publishReel), () =>
        HttpResponse.json({
          message: 'The reel could not be published.',
          total_pages: 1,
          reels_created: [],
          results: [
            {
              ...page,
              success: false,
              status: 'failed',
              error: { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_subcode: code },
            },
          ],
        }),
      ),
    ],
    probe: {
      call: async (api) => firstPublishError((await publishReel(api)).results),
      outcome: { value: reelErrorMessages[code] },
    },
  };
}

async function storyStatuses(api: ApiClient) {
  const reply = await publishStory(api);
  return (await api.publishing.storyStatus(reply.stories_created)).map((item) => item.status);
}

async function reelStatuses(api: ApiClient) {
  const reply = await publishReel(api);
  return (await api.publishing.reelStatus(reply.reels_created)).map((item) => item.status);
}

export const storyReelScenarios: Scenario[] = [
  ...([1363040, 1363127, 1363128, 1363129] as const).map(reelCode),
  {
    id: 'story.processing-failed',
    area: 'story',
    description:
      'Story flow: after an immediate submit the stories go pending, then processing, then published or failed.',
    handlers: [storyEnding('failed')],
    probe: { call: storyStatuses, outcome: { value: ['failed'] } },
  },
  {
    id: 'story.processing-stuck',
    area: 'story',
    description:
      "On timeout, an error toast says 'Story processing is taking longer than expected. Please check Publish History for updates.'",
    handlers: [storyEnding('stuck')],
    probe: { call: storyStatuses, outcome: { value: ['processing'] } },
  },
  {
    id: 'reel.processing-failed',
    area: 'reel',
    description:
      'Reel flow: the same as stories. Reels are created as pending, then processing, then published or failed.',
    handlers: [reelEnding('failed')],
    probe: { call: reelStatuses, outcome: { value: ['failed'] } },
  },
  {
    id: 'reel.processing-stuck',
    area: 'reel',
    description: 'For reels the toast tells the user to check Publish History; its exact text is not shown.',
    handlers: [reelEnding('stuck')],
    probe: { call: reelStatuses, outcome: { value: ['processing'] } },
  },
];
