import {
  type PublishPostInput,
  type PublishReelInput,
  type PublishStoryInput,
  type RescheduleInput,
  type ScheduleInput,
} from '@causeway/api-client';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { hasSession } from '../session/has-session';
import { teamScope } from '../teams/team-scope';

export const publishingKeys = {
  scheduledItem: (teamId: string, id: string) => [...teamScope(teamId), 'scheduler', 'item', id] as const,
};

export const publishingQueries = {
  /** A queued item to edit, found in the team's scheduled items; null when it is not there. */
  scheduledItem: (teamId: string, id: string) =>
    queryOptions({
      queryKey: publishingKeys.scheduledItem(teamId, id),
      queryFn: async () => (await api.scheduler.list(teamId)).find((item) => item.id === id) ?? null,
      enabled: hasSession,
      // The form is filled from it once; refetching would not refill it.
      staleTime: Infinity,
    }),
};

export type PublishNowRequest =
  | { category: 'post'; input: PublishPostInput }
  | { category: 'story'; input: PublishStoryInput }
  | { category: 'reel'; input: PublishReelInput };

export const publishingMutations = {
  /** Publishing now: unified-post, unified-story or unified-reel (multipart, publishing §7). */
  publishNow: () =>
    mutationOptions({
      mutationFn: async (request: PublishNowRequest) => {
        switch (request.category) {
          case 'post':
            return { category: 'post' as const, reply: await api.publishing.publishPost(request.input) };
          case 'story':
            return { category: 'story' as const, reply: await api.publishing.publishStory(request.input) };
          case 'reel':
            return { category: 'reel' as const, reply: await api.publishing.publishReel(request.input) };
        }
      },
    }),

  /** POST /scheduler/posts/. */
  schedule: () => mutationOptions({ mutationFn: (input: ScheduleInput) => api.scheduler.schedule(input) }),

  /** PUT /scheduler/posts/{id}/ (no platform_account_id). */
  update: () =>
    mutationOptions({
      mutationFn: ({ id, input }: { id: string; input: RescheduleInput }) => api.scheduler.update(id, input),
    }),
};
