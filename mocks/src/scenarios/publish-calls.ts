import type { ApiClient } from '@causeway/api-client';
import { demo } from '../seed/demo';
import { sample } from './answers';

/* The publishing calls the scenarios' probes make. */

export const [firstPage = ''] = demo.pageIds;
export const page = { page_id: firstPage, page_name: 'Causeway Coffee Roasters' };

export const publishPost = (api: ApiClient) =>
  api.publishing.publishPost({ page_ids: [firstPage], message: 'Weekend hours', team: demo.teamId });
export const publishStory = (api: ApiClient) =>
  api.publishing.publishStory({ page_ids: [firstPage], team: demo.teamId, media: sample.photo() });
export const publishReel = (api: ApiClient) =>
  api.publishing.publishReel({
    page_ids: [firstPage],
    description: 'Roastery tour',
    team: demo.teamId,
    media: sample.video(),
  });
export const schedulePost = (api: ApiClient) =>
  api.scheduler.schedule({
    platform: 'facebook',
    category: 'post',
    message: 'Next week',
    scheduled_time: sample.nextWeek(),
    page_ids: [firstPage],
    team: demo.teamId,
  });
