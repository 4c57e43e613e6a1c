const units = ['KB', 'MB', 'GB'] as const;

/** A file size as people read it: '512 B', '1.2 KB', '4 MB' (1 KB = 1024 bytes, one decimal at most). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Number(size.toFixed(1))} ${units[unit]}`;
}
