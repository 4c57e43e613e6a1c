/** What a media reference points to, as far as a list can tell without loading it. */
export type MediaKind = 'image' | 'video' | null;

const videoExtensions = /\.(mp4|mov|avi|mkv|webm|m4v)(\?|#|$)/i;
const imageExtensions = /\.(jpe?g|png|gif|bmp|tiff?|webp|svg|avif)(\?|#|$)/i;

/**
 * An image (shown as a thumbnail) or a video (shown as a mark) from a server-given URL. Only
 * http(s) addresses and inline images count: anything else (javascript:, file:) is not media.
 */
export function mediaKind(url: string | null | undefined): MediaKind {
  if (!url) return null;
  const value = url.trim();
  if (/^data:image\//i.test(value)) return 'image';
  if (/^data:video\//i.test(value)) return 'video';
  if (!/^https?:\/\//i.test(value)) return null;
  if (videoExtensions.test(value)) return 'video';
  if (imageExtensions.test(value)) return 'image';
  return 'image';
}

/** A server-given link that may be opened: http(s) only (docs/architecture.md: security). */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
