import { ComingSoonScreen } from '@causeway/ui/screens/shell/ComingSoonScreen';

/** /team/analytics: 'Analytics Coming Soon' (publishing §2). */
export function AnalyticsPage() {
  return (
    <ComingSoonScreen
      title="Analytics"
      message="Analytics Coming Soon"
      text="Reach, engagement and the best times to post, for every page of your team."
      icon="analytics"
    />
  );
}

/**
 * /team/drafts. The spec's page renders nothing; a blank page inside the shell reads as broken, so
 * it says drafts are coming, as Save as Draft does.
 */
export function DraftsPage() {
  return (
    <ComingSoonScreen
      title="Drafts"
      message="Drafts Coming Soon"
      text="Posts, stories and reels you save for later will be listed here."
      icon="drafts"
    />
  );
}

/** /control-tower/notification: the spec does not show its content. */
export function NotificationPage() {
  return (
    <ComingSoonScreen
      title="Notification"
      headingLevel={2}
      message="Notification Settings Coming Soon"
      text="Choose which emails and alerts you get about publishing, billing and your team."
      icon="notifications"
    />
  );
}

/** An unknown sub-path of the settings area: a welcome (accounts §2). */
export function ControlTowerWelcomePage() {
  return (
    <ComingSoonScreen
      title="Welcome to Control Tower"
      headingLevel={2}
      message="Your account, your team and your plan, in one place"
      text="Choose a tab above: your profile and password, plans and billing, team members and the social accounts your team publishes to."
      icon="overview"
    />
  );
}

/**
 * A screen whose own issue is still open: its title and a quiet panel, never a blank page. Each
 * goes when its screen lands.
 */
export function UpcomingPage({ title, isSettingsTab = false }: { title: string; isSettingsTab?: boolean }) {
  return (
    <ComingSoonScreen
      title={title}
      headingLevel={isSettingsTab ? 2 : 1}
      message={`${title} is on its way`}
      text="This part of Causeway is being built. Everything else in the navigation works today."
      icon="upcoming"
    />
  );
}
