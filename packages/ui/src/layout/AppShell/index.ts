export { AppShell, mainContentId, type AppShellProps } from './AppShell';
export { BillingBanner, type BillingBannerProps } from './BillingBanner';
export { PageLoading } from './PageLoading';
export type { ProfileMenuProps, ShellUser } from './ProfileMenu';
export type { ShellTeam, TeamSwitcherProps } from './TeamSwitcher';
