import { describe, expect, it } from 'vitest';
import { newestFirst, postToHistory, reelToHistory, storyToHistory } from './history-items';
import type { ReelHistoryItem, ScheduledItem, StoryHistoryItem } from '@causeway/api-client/schemas';

const post: ScheduledItem = {
  id: '801',
  platform: 'facebook',
  category: 'post',
  message: 'Morning specials',
  scheduled_time: null,
  frequency: 'once',
  repeat_until: null,
  platform_account_id: '601',
  page_ids: ['104000000000001', '104000000000002'],
  team: '11',
  media_file: null,
  is_auto_delete: true,
  selected_pages: [
    { id: '104000000000001', name: 'Causeway Coffee Roasters' },
    { id: '104000000000002', name: 'Harbour Lights Bakery' },
  ],
  status: 'published',
  last_published: '2026-11-20T09:00:00.000Z',
  facebook_post_url: 'https://www.facebook.com/104000000000001/posts/5801',
  page_name: null,
  published_at: null,
};

describe('history items', () => {
  it('a post: every page it went to, its link, its auto-delete flag', () => {
    expect(postToHistory(post)).toMatchObject({
      key: 'post-801',
      pageName: 'Causeway Coffee Roasters, Harbour Lights Bakery',
      pageIds: ['104000000000001', '104000000000002'],
      publishedAt: '2026-11-20T09:00:00.000Z',
      link: 'https://www.facebook.com/104000000000001/posts/5801',
      isAutoDelete: true,
    });
  });

  it('a story never carries a link; a reel carries its reel_url and its caption', () => {
    const story: StoryHistoryItem = {
      id: '901',
      page_id: '104000000000002',
      page_name: 'Harbour Lights Bakery',
      message: null,
      published_at: null,
      media_url: null,
      media_file: 'https://media.causeway.test/story.jpg',
      status: 'pending',
    };
    const reel: ReelHistoryItem = {
      id: '1001',
      page_id: null,
      page_name: 'Trailhead Outfitters',
      published_at: '2026-11-18T18:00:00.000Z',
      media_url: 'https://media.causeway.test/videos/reel-1001.mp4',
      media_file: null,
      description: 'Trail running in the fog',
      reel_url: 'https://www.facebook.com/reel/771001',
      status: 'published',
    };
    expect(storyToHistory(story)).toMatchObject({
      key: 'story-901',
      link: null,
      message: '',
      pageIds: ['104000000000002'],
    });
    expect(storyToHistory(story).media).toBe('https://media.causeway.test/story.jpg');
    expect(reelToHistory(reel)).toMatchObject({
      key: 'reel-1001',
      message: 'Trail running in the fog',
      link: 'https://www.facebook.com/reel/771001',
      pageIds: [],
    });
    const merged = newestFirst([reelToHistory(reel), postToHistory(post), storyToHistory(story)]);
    expect(merged.map((item) => item.key)).toEqual(['story-901', 'post-801', 'reel-1001']);
  });
});
