import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('writes small files in bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('writes kilobytes and megabytes with at most one decimal', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1229)).toBe('1.2 KB');
    expect(formatFileSize(4 * 1024 * 1024)).toBe('4 MB');
    expect(formatFileSize(52_480_000)).toBe('50 MB');
  });

  it('goes up to gigabytes', () => {
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
