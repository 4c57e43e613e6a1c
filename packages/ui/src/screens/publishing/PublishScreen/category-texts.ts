import type { PublishCategory } from './publish-form';

/** The words that differ between the three forms (publishing §2, §8). */
export interface CategoryTexts {
  title: string;
  /** The text field's label. */
  textLabel: string;
  textPlaceholder: string;
  /** The schedule dropdown's second choice. */
  scheduleOption: string;
  publishNow: string;
  schedule: string;
  update: string;
  /** The confirmation before publishing now (publishing §2; the spec words the reel's). */
  confirmNow: string;
  /** The AI button's words: a link on the post and story forms, a button on the reel form. */
  aiLabel: string;
  /** What the file picker offers. */
  accept: readonly string[];
  mediaHint: string;
}

export const categoryTexts: Record<PublishCategory, CategoryTexts> = {
  post: {
    title: 'Publish Post',
    textLabel: 'Post text',
    textPlaceholder: 'What would you like to share?',
    scheduleOption: 'Schedule Post',
    publishNow: 'Publish Now',
    schedule: 'Schedule Post',
    update: 'Update Post',
    confirmNow: 'Are you sure you want to publish this post now?',
    aiLabel: 'AI wizard',
    accept: ['image/*', 'video/*'],
    mediaHint: 'A photo or a video. Only the first file is sent.',
  },
  story: {
    title: 'Publish Story',
    textLabel: 'Story text',
    textPlaceholder: 'Add a line to go with your story (optional)',
    scheduleOption: 'Schedule Story',
    publishNow: 'Publish Now',
    schedule: 'Schedule Story',
    update: 'Update Story',
    confirmNow: 'Are you sure you want to publish this story now?',
    aiLabel: 'AI wizard',
    accept: ['image/jpeg', 'image/bmp', 'image/png', 'image/gif', 'image/tiff', 'video/mp4'],
    mediaHint: 'A photo (.jpeg, .bmp, .png, .gif, .tiff, up to 4MB) or a video (.mp4, 9:16, 3-60 seconds).',
  },
  reel: {
    title: 'Publish Reel',
    textLabel: 'Caption',
    textPlaceholder: 'Write a caption for your reel',
    scheduleOption: 'Schedule Reel',
    publishNow: 'Publish Reel Now',
    schedule: 'Schedule Reel',
    update: 'Update Reel',
    confirmNow: 'Are you sure you want to publish this reel now?',
    aiLabel: 'AI Content Wizard',
    accept: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska', '.mp4', '.mov', '.avi', '.mkv'],
    mediaHint: 'A vertical video (9:16, 3-90 seconds, 24-60 fps, at least 540x960, 1080x1920 recommended), up to 50MB.',
  },
};

/** The story form's note about video length (publishing §2). */
export const storyVideoNote = 'Video stories are limited to 60 seconds. Longer videos will be automatically trimmed.';
