import { describe, expect, it } from 'vitest';
import { mediaKind, safeLink } from './media-kind';

describe('mediaKind', () => {
  it.each([
    ['https://media.causeway.test/videos/reel-1001.mp4', 'video'],
    ['https://cdn.example.com/clip.MOV?sig=1', 'video'],
    ['https://cdn.example.com/photo.jpg', 'image'],
    ['data:image/svg+xml,%3Csvg%3E', 'image'],
    ['https://cdn.example.com/media/123', 'image'],
    ['javascript:alert(1)', null],
    ['file:///etc/passwd', null],
    ['', null],
    [null, null],
  ] as const)('%s is %s', (url, kind) => {
    expect(mediaKind(url)).toBe(kind);
  });
});

describe('safeLink', () => {
  it('keeps http(s) links and refuses every other scheme', () => {
    expect(safeLink('https://www.facebook.com/104000000000001/posts/5801')).toBe(
      'https://www.facebook.com/104000000000001/posts/5801',
    );
    expect(safeLink(' http://example.com/a ')).toBe('http://example.com/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('/relative/path')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});
