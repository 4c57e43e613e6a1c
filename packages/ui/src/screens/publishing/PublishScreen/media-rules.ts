import { isStoryImage, isStoryVideo, isVideo, publishRuleMessages } from './rules';
import type { PublishCategory } from './publish-form';
import { storyVideoNote } from './category-texts';

const megabyte = 1024 * 1024;

/** What a chosen file is allowed to be (publishing §5, §9). */
export const mediaLimits = {
  storyImageBytes: 4 * megabyte,
  storyPngWarnBytes: 1 * megabyte,
  reelBytes: 50 * megabyte,
  storyVideoSeconds: 60,
  reelSeconds: { min: 3, max: 90 },
  minWidth: 540,
  minHeight: 960,
} as const;

export const mediaMessages = {
  invalidStoryFile: publishRuleMessages.storyFileType,
  storyImageTooLarge: (name: string) => `Image file too large: ${name}. Maximum size is 4MB.`,
  pngPixelation: (name: string) =>
    `${name} is a large PNG: Facebook may compress it and make it look pixelated. A JPEG usually looks sharper.`,
  reelNotVideo: 'Reels require video content. Please choose a video file (.mp4, .mov, .avi, .mkv).',
  reelTooLarge: 'Video file is too large. Maximum file size is 50MB.',
  // The provider's own texts for these (publishing §8, reel codes), said before the upload instead of after.
  aspectRatio: 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.',
  resolution: 'Invalid video resolution. Please use minimum 540x960, recommended 1080x1920.',
  reelDuration: 'Invalid video duration. Video must be between 3-90 seconds long.',
} as const;

/** What the browser can read of a video before it is uploaded. */
export interface VideoMetadata {
  durationSeconds: number;
  width: number;
  height: number;
}

/** The outcome of choosing a file: kept or refused, with what to tell the person. */
export interface MediaCheck {
  file: File | null;
  error?: string;
  warning?: string;
}

function isNineBySixteen({ width, height }: VideoMetadata): boolean {
  return height > 0 && Math.abs(width / height - 9 / 16) <= 0.02;
}

/**
 * Checks a chosen file (only the first of a pick counts): its type and size, and for videos what the
 * browser read of it (`metadata` null when it could not be read: the server then judges).
 */
export function checkMedia(category: PublishCategory, file: File, metadata: VideoMetadata | null): MediaCheck {
  if (category === 'story') {
    const video = isStoryVideo(file);
    if (!video && !isStoryImage(file)) return { file: null, error: mediaMessages.invalidStoryFile(file.name) };
    if (!video && file.size > mediaLimits.storyImageBytes) {
      return { file: null, error: mediaMessages.storyImageTooLarge(file.name) };
    }
    if (!video && file.type === 'image/png' && file.size > mediaLimits.storyPngWarnBytes) {
      return { file, warning: mediaMessages.pngPixelation(file.name) };
    }
    if (video && metadata && metadata.durationSeconds > mediaLimits.storyVideoSeconds) {
      return { file, warning: storyVideoNote };
    }
    return { file };
  }

  if (category === 'reel') {
    if (!isVideo(file)) return { file: null, error: mediaMessages.reelNotVideo };
    if (file.size > mediaLimits.reelBytes) return { file: null, error: mediaMessages.reelTooLarge };
    if (metadata) {
      const { min, max } = mediaLimits.reelSeconds;
      if (metadata.durationSeconds < min || metadata.durationSeconds > max) {
        return { file: null, error: mediaMessages.reelDuration };
      }
      if (!isNineBySixteen(metadata)) return { file: null, error: mediaMessages.aspectRatio };
      if (metadata.width < mediaLimits.minWidth || metadata.height < mediaLimits.minHeight) {
        return { file: null, error: mediaMessages.resolution };
      }
    }
    return { file };
  }

  return { file };
}

/**
 * Reads a video's duration and size in the browser, from the file itself. Null when it cannot (not
 * a video the browser plays, or no answer within `timeoutMs`): the server's own checks still apply.
 */
export function readVideoMetadata(file: File, timeoutMs = 5000): Promise<VideoMetadata | null> {
  if (typeof document === 'undefined' || !isVideo(file)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (metadata: VideoMetadata | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(metadata);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(
        Number.isFinite(video.duration)
          ? { durationSeconds: video.duration, width: video.videoWidth, height: video.videoHeight }
          : null,
      );
    video.onerror = () => finish(null);
    video.src = url;
  });
}
