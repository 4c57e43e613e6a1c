import {
  CalendarDays,
  ChartColumn,
  CircleHelp,
  Clapperboard,
  Clock3,
  History,
  House,
  Images,
  Send,
  SquarePen,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { UiPaths } from '../../primitives/UiProvider';
import type { NavCurrent } from '../nav-current';

export interface NavLink {
  id: string;
  label: string;
  href: string;
  icon: LucideIcon;
  current: NavCurrent;
}

/** An entry of a top-nav button's list on small screens (publishing §2); without `href`, coming soon. */
export interface NavSubItem {
  id: string;
  label: string;
  href?: string;
}

export interface TopNavLink extends NavLink {
  subItems: NavSubItem[];
}

function currentOf(href: string, currentPath: string, alsoOn: string[] = []): NavCurrent {
  if (currentPath === href) return 'page';
  return alsoOn.includes(currentPath) ? 'section' : false;
}

/** The Publish Content group is open on /home and its three pages, closed elsewhere (publishing §2). */
export function isPublishGroupPath(paths: UiPaths, currentPath: string): boolean {
  return [paths.home, paths.team.publish, paths.team.publishStory, paths.team.publishReel].includes(currentPath);
}

/** The sidebar's Publish Content group: Post is also the current page on /home. */
export function publishGroupLinks(paths: UiPaths, currentPath: string): NavLink[] {
  return [
    {
      id: 'post',
      label: 'Post',
      href: paths.team.publish,
      icon: SquarePen,
      current: currentPath === paths.home ? 'page' : currentOf(paths.team.publish, currentPath),
    },
    {
      id: 'story',
      label: 'Story',
      href: paths.team.publishStory,
      icon: Images,
      current: currentOf(paths.team.publishStory, currentPath),
    },
    {
      id: 'reel',
      label: 'Reel',
      href: paths.team.publishReel,
      icon: Clapperboard,
      current: currentOf(paths.team.publishReel, currentPath),
    },
  ];
}

/** The sidebar's links after the group. */
export function sidebarLinks(paths: UiPaths, currentPath: string): NavLink[] {
  return [
    { id: 'queues', label: 'Queues', href: paths.team.queues, icon: Clock3 },
    { id: 'history', label: 'Publish History', href: paths.team.publishHistory, icon: History },
    { id: 'bulk-delete', label: 'Bulk Delete', href: paths.team.bulkDelete, icon: Trash2 },
    { id: 'help', label: 'Help Center', href: paths.help, icon: CircleHelp },
  ].map((link) => ({ ...link, current: currentOf(link.href, currentPath) }));
}

/**
 * The top navigation (publishing §2). Publish holds the story, reel, drafts, queues and history
 * pages too. On small screens each button lists its sub-items; the spec names them but not where
 * they lead, so each goes to the closest screen that exists, and Suggestions (AI suggestions, a
 * coming-soon placeholder) is shown disabled.
 */
export function topNavLinks(paths: UiPaths, currentPath: string): TopNavLink[] {
  const { team } = paths;
  return [
    {
      id: 'home',
      label: 'Home',
      href: paths.home,
      icon: House,
      current: currentOf(paths.home, currentPath),
      subItems: [
        { id: 'dashboard', label: 'Dashboard', href: paths.home },
        { id: 'overview', label: 'Overview', href: team.calendar },
        { id: 'analytics', label: 'Analytics', href: team.analytics },
      ],
    },
    {
      id: 'publish',
      label: 'Publish',
      href: team.publish,
      icon: Send,
      current: currentOf(team.publish, currentPath, [
        team.publishStory,
        team.publishReel,
        team.drafts,
        team.queues,
        team.publishHistory,
      ]),
      subItems: [
        { id: 'compose', label: 'Compose', href: team.publish },
        { id: 'draft', label: 'Draft', href: team.drafts },
        { id: 'queue', label: 'Queue', href: team.queues },
        { id: 'suggestions', label: 'Suggestions' },
      ],
    },
    {
      id: 'calendar',
      label: 'Calendar',
      href: team.calendar,
      icon: CalendarDays,
      current: currentOf(team.calendar, currentPath),
      subItems: [
        { id: 'schedule', label: 'Schedule', href: team.calendar },
        { id: 'timeline', label: 'Timeline', href: team.queues },
        { id: 'events', label: 'Events', href: team.publishHistory },
      ],
    },
    {
      id: 'analytics',
      label: 'Analytics',
      href: team.analytics,
      icon: ChartColumn,
      current: currentOf(team.analytics, currentPath),
      subItems: [
        { id: 'reports', label: 'Reports', href: team.analytics },
        { id: 'statistics', label: 'Statistics', href: team.analytics },
        { id: 'performance', label: 'Performance', href: team.analytics },
      ],
    },
  ];
}
