export { AppShell, mainContentId, type AppShellProps } from './AppShell';
export { BillingNotice, type BillingNoticeProps } from './BillingNotice';
export { HeaderNotice, type HeaderNoticeProps } from './HeaderNotice';
export { PageLoading } from './PageLoading';
export type { ProfileMenuProps, ShellUser } from './ProfileMenu';
export type { ShellTeam, TeamSwitcherProps } from './TeamSwitcher';
