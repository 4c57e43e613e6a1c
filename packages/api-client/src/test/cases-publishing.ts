import { clip, clipPart, photo, photoPart, secondPhoto, type EndpointCase } from './endpoint-case';

const scheduledItem = {
  id: 51,
  platform: 'facebook',
  category: 'post',
  message: 'Hello',
  scheduled_time: '2025-06-01T09:30:00.000Z',
  page_ids: ['11'],
  team: 7,
  status: 'scheduled',
  selected_pages: [{ id: 11, name: 'Bakery' }],
};

export const publishingCases: EndpointCase[] = [
  {
    name: 'publishing.publishPost (first of two files)',
    method: 'POST',
    path: '/facebook/unified-post/',
    call: (api) =>
      api.publishing.publishPost({
        page_ids: [11, '12'],
        message: 'Hello',
        team: 7,
        is_auto_delete: true,
        media: [photo(), secondPhoto()],
      }),
    form: {
      page_ids: '["11","12"]',
      post_type: 'image',
      message: 'Hello',
      team: '7',
      is_auto_delete: 'true',
      media_file: photoPart,
    },
    reply: { results: [{ page_id: '11', success: true, post_id: '11_1' }] },
    result: {
      results: [
        {
          page_id: '11',
          page_name: null,
          success: true,
          status: null,
          post_id: '11_1',
          error: undefined,
          error_message: undefined,
          response: undefined,
          message: undefined,
        },
      ],
      message: null,
    },
  },
  {
    name: 'publishing.publishPost (text only)',
    method: 'POST',
    path: '/facebook/unified-post/',
    call: (api) => api.publishing.publishPost({ page_ids: ['11'], message: 'Just words', team: '7' }),
    form: { page_ids: '["11"]', post_type: 'text', message: 'Just words', team: '7', is_auto_delete: 'false' },
    reply: { results: [] },
  },
  {
    name: 'publishing.publishStory',
    method: 'POST',
    path: '/facebook/unified-story/',
    call: (api) => api.publishing.publishStory({ page_ids: [11], message: 'Story', team: 7, media: clip() }),
    form: { page_ids: '["11"]', story_type: 'video', message: 'Story', team: '7', media_file: clipPart },
    reply: { total_pages: 1, stories_created: [31] },
    result: { total_pages: 1, stories_created: ['31'], results: [], message: null },
  },
  {
    name: 'publishing.publishReel',
    method: 'POST',
    path: '/facebook/unified-reel/',
    call: (api) => api.publishing.publishReel({ page_ids: [11, 12], description: 'Caption', team: 7, media: [clip()] }),
    form: { page_ids: '["11","12"]', description: 'Caption', team: '7', media_file: clipPart },
    reply: { total_pages: 2, reels_created: [41, 42] },
    result: { total_pages: 2, reels_created: ['41', '42'], results: [], message: null },
  },
  {
    name: 'publishing.storyStatus',
    method: 'GET',
    path: '/facebook/story-status/',
    call: (api) => api.publishing.storyStatus([31, '32']),
    query: { story_ids: '31,32' },
    reply: {
      stories: [
        { id: 31, status: 'published' },
        { id: 32, status: 'Processing' },
      ],
    },
    result: [
      { id: '31', status: 'published' },
      { id: '32', status: 'processing' },
    ],
  },
  {
    name: 'publishing.reelStatus',
    method: 'GET',
    path: '/facebook/reel-status/',
    call: (api) => api.publishing.reelStatus([41]),
    query: { reel_ids: '41' },
    reply: { reels: [{ id: 41, status: 'failed' }] },
    result: [{ id: '41', status: 'failed' }],
  },
  {
    name: 'publishing.postHistory',
    method: 'GET',
    path: '/facebook/team-posts/7/',
    call: (api) =>
      api.publishing.postHistory(7, {
        status: 'published',
        page_id: '11',
        start_time: '2025-06-01T00:00:00.000Z',
        end_time: '2025-06-30T23:59:59.999Z',
      }),
    query: {
      status: 'published',
      page_id: '11',
      start_time: '2025-06-01T00:00:00.000Z',
      end_time: '2025-06-30T23:59:59.999Z',
    },
    reply: [{ ...scheduledItem, status: 'published', facebook_post_url: 'https://facebook.com/11_1' }],
  },
  {
    name: 'publishing.storyHistory',
    method: 'GET',
    path: '/facebook/team-stories/7/',
    call: (api) => api.publishing.storyHistory(7),
    reply: [{ id: 31, page_name: 'Bakery', status: 'published', media_url: 'https://cdn/s.jpg' }],
  },
  {
    name: 'publishing.reelHistory',
    method: 'GET',
    path: '/facebook/team-reels/7/',
    call: (api) => api.publishing.reelHistory(7, { status: 'failed' }),
    query: { status: 'failed' },
    reply: { results: [{ id: 41, page_name: 'Bakery', status: 'failed', description: 'Caption' }] },
  },
  {
    name: 'publishing.deletePost',
    method: 'DELETE',
    path: '/facebook/post/21/delete/',
    call: (api) => api.publishing.deletePost(21),
  },
  {
    name: 'publishing.deleteStory',
    method: 'DELETE',
    path: '/facebook/story/31/delete/',
    call: (api) => api.publishing.deleteStory(31),
  },
  {
    name: 'publishing.deleteReel',
    method: 'DELETE',
    path: '/facebook/reel/41/delete/',
    call: (api) => api.publishing.deleteReel(41),
  },
];
