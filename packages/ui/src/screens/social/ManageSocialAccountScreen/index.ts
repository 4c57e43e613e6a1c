export { ManageSocialAccountScreen, type ManageSocialAccountScreenProps } from './ManageSocialAccountScreen';
export type { AccountPageRow, SocialAccountRow, SocialListState, SocialNotice } from './social-types';
export type { ScheduledAround, TokenExpiry } from '../parts/token-expiry';
