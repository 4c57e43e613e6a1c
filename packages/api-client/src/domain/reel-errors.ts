/** The provider's reel upload error codes and the texts shown for them (publishing §8). */
export const reelErrorMessages = {
  1363040: 'Invalid video aspect ratio. Please use 9:16 (vertical) aspect ratio.',
  1363127: 'Invalid video resolution. Please use minimum 540x960, recommended 1080x1920.',
  1363128: 'Invalid video duration. Video must be between 3-90 seconds long.',
  1363129: 'Invalid frame rate. Video must have 24-60 fps.',
} as const;
export type ReelErrorCode = keyof typeof reelErrorMessages;

export function isReelErrorCode(code: unknown): code is ReelErrorCode {
  const numeric = typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : code;
  return typeof numeric === 'number' && Object.hasOwn(reelErrorMessages, numeric);
}

/** The text for a provider code, or null when the code is not one of the four. */
export function reelErrorMessage(code: unknown): string | null {
  if (!isReelErrorCode(code)) return null;
  return reelErrorMessages[Number(code) as ReelErrorCode];
}

/** A known code mentioned in a text ('… (code 1363040)'), as sent by servers that flatten the provider error. */
export function reelErrorCodeInText(text: string): ReelErrorCode | null {
  for (const match of text.matchAll(/\d{7}/g)) {
    if (isReelErrorCode(match[0])) return Number(match[0]) as ReelErrorCode;
  }
  return null;
}
