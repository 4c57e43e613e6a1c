import { describe, expect, it } from 'vitest';
import { checkMedia } from './media-rules';

const megabytes = (count: number) => Math.round(count * 1024 * 1024);
function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}
const vertical = { durationSeconds: 20, width: 1080, height: 1920 };

describe('a story file', () => {
  it('refuses a type stories do not take, naming the file', () => {
    expect(checkMedia('story', file('clip.mov', 'video/quicktime'), null)).toEqual({
      file: null,
      error: 'Invalid file type: clip.mov. Please use .jpeg, .bmp, .png, .gif, .tiff for photos or .mp4 for videos.',
    });
  });

  it.each([
    ['clip.avi', 'video/x-msvideo'],
    ['clip.mkv', 'video/x-matroska'],
    ['clip.webm', 'video/webm'],
    ['clip.mkv', ''],
    ['photo.webp', 'image/webp'],
    ['notes.pdf', 'application/pdf'],
  ])('takes only the listed photo types and .mp4: %s (%s) is refused', (name, type) => {
    expect(checkMedia('story', file(name, type), null)).toEqual({
      file: null,
      error: `Invalid file type: ${name}. Please use .jpeg, .bmp, .png, .gif, .tiff for photos or .mp4 for videos.`,
    });
  });

  it('takes an .mp4, by its type or, when the system names none, by its extension', () => {
    const typed = file('clip.mp4', 'video/mp4');
    const untyped = file('CLIP.MP4', '');
    expect(checkMedia('story', typed, null)).toEqual({ file: typed });
    expect(checkMedia('story', untyped, null)).toEqual({ file: untyped });
  });

  it('skips an image over 4 MB with its message', () => {
    expect(checkMedia('story', file('big.jpg', 'image/jpeg', megabytes(4.2)), null).error).toBe(
      'Image file too large: big.jpg. Maximum size is 4MB.',
    );
    expect(checkMedia('story', file('fine.jpg', 'image/jpeg', megabytes(3.9)), null).error).toBeUndefined();
  });

  it('keeps a PNG over 1 MB with a warning about pixelation', () => {
    const png = file('shot.png', 'image/png', megabytes(1.5));
    const check = checkMedia('story', png, null);
    expect(check.file).toBe(png);
    expect(check.warning).toMatch(/pixelated/);
  });

  it('keeps a video over 60 s with the trim note', () => {
    const check = checkMedia('story', file('long.mp4', 'video/mp4'), { ...vertical, durationSeconds: 75 });
    expect(check.warning).toBe('Video stories are limited to 60 seconds. Longer videos will be automatically trimmed.');
  });
});

describe('a reel file', () => {
  it('must be a video of at most 50 MB', () => {
    expect(checkMedia('reel', file('photo.jpg', 'image/jpeg'), null).error).toBe(
      'Reels require video content. Please choose a video file (.mp4, .mov, .avi, .mkv).',
    );
    expect(checkMedia('reel', file('huge.mp4', 'video/mp4', megabytes(51)), null).error).toBe(
      'Video file is too large. Maximum file size is 50MB.',
    );
  });

  it('is checked for length, shape and size before the upload, with the provider texts', () => {
    const reel = file('reel.mp4', 'video/mp4');
    expect(checkMedia('reel', reel, { ...vertical, durationSeconds: 2 }).error).toBe(
      'Invalid video duration. Video must be between 3-90 seconds long.',
    );
    expect(checkMedia('reel', reel, { ...vertical, durationSeconds: 91 }).error).toBe(
      'Invalid video duration. Video must be between 3-90 seconds long.',
    );
    expect(checkMedia('reel', reel, { durationSeconds: 20, width: 1920, height: 1080 }).error).toBe(
      'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.',
    );
    expect(checkMedia('reel', reel, { durationSeconds: 20, width: 360, height: 640 }).error).toBe(
      'Invalid video resolution. Please use minimum 540x960, recommended 1080x1920.',
    );
    expect(checkMedia('reel', reel, vertical)).toEqual({ file: reel });
  });

  it('goes through when the browser cannot read it: the server judges', () => {
    const reel = file('reel.mkv', '');
    expect(checkMedia('reel', reel, null)).toEqual({ file: reel });
  });
});
