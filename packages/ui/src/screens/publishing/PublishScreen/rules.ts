import type { ZonedDateTime } from '@internationalized/date';
import type { PublishCategory, PublishFormValues, PublishPage } from './publish-form';
import { resolveSchedule, type ScheduleResolution } from './schedule-time';

/** The publishing rules' texts (publishing §5), word for word; platform, links unknown and past time are ours. */
export const publishRuleMessages = {
  platform: 'Please select Facebook to publish to: it is the only platform available for now.',
  dateAndTime: 'Please select date and time for scheduling.',
  pages: {
    post: 'Please select at least one page to schedule the post.',
    story: 'Please select at least one page to publish the story.',
    reel: 'Please select at least one page to publish the reel.',
  },
  unlinkedPages: 'Some selected pages are not linked to any Facebook account.',
  linksUnknown:
    'Could not check that the selected pages are linked to a Facebook account. Please try again before publishing.',
  storyMedia:
    'Facebook stories require media content. Please upload a photo (.jpeg, .bmp, .png, .gif, .tiff) or video (.mp4).',
  storyImageFormat: 'Invalid image format for stories. Please use .jpeg, .bmp, .png, .gif, or .tiff files.',
  storyFileType: (name: string) =>
    `Invalid file type: ${name}. Please use .jpeg, .bmp, .png, .gif, .tiff for photos or .mp4 for videos.`,
  reelVideo: 'Facebook reels require video content. Please upload a video file (.mp4, .mov, .avi, .mkv).',
  pastTime: 'That time has already passed. Please choose a time in the future.',
} as const;

/** Which field each failed rule belongs to, so the message shows under it and it takes focus. */
export interface PublishFormErrors {
  platforms?: string;
  pages?: string;
  media?: string;
  schedule?: string;
}

export const storyImageTypes = ['image/jpeg', 'image/bmp', 'image/png', 'image/gif', 'image/tiff'] as const;

export function isStoryImage(file: File): boolean {
  return (storyImageTypes as readonly string[]).includes(file.type);
}

/** Stories take .mp4 videos only (publishing §5); a file the system names no type for goes by its extension. */
export function isStoryVideo(file: File): boolean {
  return file.type === 'video/mp4' || (file.type === '' && /\.mp4$/i.test(file.name));
}

export function isVideo(file: File): boolean {
  return file.type.startsWith('video/') || /\.(mp4|mov|avi|mkv)$/i.test(file.name);
}

/**
 * The rules checked before anything is sent (publishing §5): Facebook chosen (the only working
 * platform), date and time when scheduling (and not in the past), at least one page, every page
 * known to be linked to a Facebook account, a story's media and its type, a reel's video. Returns
 * the errors by field; none means the form may be sent.
 */
export function checkPublishForm(
  category: PublishCategory,
  values: PublishFormValues,
  pages: readonly PublishPage[],
  now: ZonedDateTime,
): PublishFormErrors {
  const errors: PublishFormErrors = {};
  if (!values.platforms.includes('facebook')) errors.platforms = publishRuleMessages.platform;
  if (values.mode === 'scheduled') {
    if (!values.date || !values.time) errors.schedule = publishRuleMessages.dateAndTime;
    else if (resolveSchedule(values.date, values.time, now.timeZone).at.compare(now) <= 0) {
      errors.schedule = publishRuleMessages.pastTime;
    }
  }

  if (values.pageIds.length === 0) errors.pages = publishRuleMessages.pages[category];
  else {
    const chosen = pages.filter((page) => values.pageIds.includes(page.id));
    if (chosen.some((page) => page.isLinked === false)) errors.pages = publishRuleMessages.unlinkedPages;
    else if (chosen.some((page) => page.isLinked === null)) errors.pages = publishRuleMessages.linksUnknown;
  }

  const media = values.media;
  if (category === 'story') {
    if (!media && values.mode === 'now') errors.media = publishRuleMessages.storyMedia;
    else if (media && !isStoryVideo(media) && !isStoryImage(media)) {
      errors.media = media.type.startsWith('image/')
        ? publishRuleMessages.storyImageFormat
        : publishRuleMessages.storyFileType(media.name);
    }
  }
  if (category === 'reel' && !media && values.mode === 'now') errors.media = publishRuleMessages.reelVideo;
  return errors;
}

export function hasErrors(errors: PublishFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The instant a scheduled form goes out at, with how it was resolved; null when not scheduled. */
export function scheduleOf(values: PublishFormValues, timeZone: string): ScheduleResolution | null {
  if (values.mode !== 'scheduled' || !values.date || !values.time) return null;
  return resolveSchedule(values.date, values.time, timeZone);
}
