import type { PublishCategory } from '@causeway/ui/screens/publishing/PublishScreen';

/**
 * The publishing toasts' texts (publishing §8), written out whole. The spec gives the post and story
 * wording; the reel's follows it where the spec leaves it open.
 */
export const publishMessages = {
  published: { post: 'Post published successfully!' },
  updated: {
    post: 'Post updated successfully!',
    story: 'Story updated successfully!',
    reel: 'Reel updated successfully!',
  },
  submitted: {
    story: (totalPages: number) => `Story submitted successfully! ${totalPages} stories are being processed...`,
    reel: (totalPages: number) => `Reel submitted successfully! ${totalPages} reels are being processed...`,
  },
  scheduled: (category: PublishCategory, moment: string) =>
    `${({ post: 'Post', story: 'Story', reel: 'Reel' } as const)[category]} scheduled for ${moment}. You can see it in the Queue tab.`,
  updateFailed: {
    post: (reason: string) => `Failed to update post: ${reason}`,
    story: (reason: string) => `Failed to update story: ${reason}`,
    reel: (reason: string) => `Failed to update reel: ${reason}`,
  },
  progress: { publishing: 'Publishing...', scheduling: 'Scheduling...', updating: 'Updating...' },
} as const;
