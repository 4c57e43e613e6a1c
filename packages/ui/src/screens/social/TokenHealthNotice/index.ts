export { TokenHealthNotice, type TokenHealthNoticeProps, type TokenWarning } from './TokenHealthNotice';
export type { ScheduledAround, TokenExpiry } from '../parts/token-expiry';
