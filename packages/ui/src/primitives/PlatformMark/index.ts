export { PlatformMark, type PlatformMarkProps } from './PlatformMark';
export { platformIds, platformNames, toPlatformId, type PlatformId } from './platform-ids';
