import { createElement } from 'react';
import { PlatformMark, platformIds, platformNames, type PlatformId } from '../../primitives/PlatformMark';
import type { ToggleOption } from '../../primitives/ToggleButtonGroup';

/** Facebook is the only working platform; the others are choices marked 'Coming soon!' (publishing §1). */
export const workingPlatform: PlatformId = 'facebook';

export const comingSoon = 'Coming soon!';

/** The platform toggles of the queue, history, bulk delete and calendar. */
export const platformOptions: ToggleOption[] = platformIds.map((platform) => ({
  id: platform,
  label: platformNames[platform],
  icon: createElement(PlatformMark, { platform, size: 20 }),
  note: platform === workingPlatform ? undefined : comingSoon,
}));

/** Keeps the known platforms of a list of keys (toggle groups report `Key`s). */
export function asPlatforms(keys: readonly unknown[]): PlatformId[] {
  return platformIds.filter((platform) => keys.includes(platform));
}
