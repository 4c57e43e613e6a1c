/** Files up to this size are kept as data URIs (browser storage is small). */
const keepLimit = 256 * 1024;

/** A data URI of a file when it is small enough to keep, else null. */
export async function keepableDataUri(file: Blob): Promise<string | null> {
  if (file.size > keepLimit) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export function fileName(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name !== '' ? file.name : 'upload';
}

export function isImage(file: Blob): boolean {
  return file.type.startsWith('image/');
}

export function isVideo(file: Blob): boolean {
  return file.type.startsWith('video/');
}
