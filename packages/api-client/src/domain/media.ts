import type { PostType, StoryType } from '../schemas/publishing';

function isVideo(file: Blob): boolean {
  return file.type.startsWith('video/');
}

/** A post is text without media, video with a video file, otherwise image. */
export function postTypeFor(file: Blob | null | undefined): PostType {
  if (!file) return 'text';
  return isVideo(file) ? 'video' : 'image';
}

/** A story is a video with a video file, otherwise an image. */
export function storyTypeFor(file: Blob): StoryType {
  return isVideo(file) ? 'video' : 'image';
}
