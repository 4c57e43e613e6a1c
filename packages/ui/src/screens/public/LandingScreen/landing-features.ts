import { CalendarClock, Layers, SquarePen, Timer, type LucideIcon } from 'lucide-react';

export interface LandingFeature {
  title: string;
  line: string;
  icon: LucideIcon;
}

/** The four features the spec names, each with one line on what it does for a team. */
export const landingFeatures: readonly LandingFeature[] = [
  {
    title: 'Post Anything',
    line: 'Publish text, photos, videos, stories and reels to all your pages from a single form.',
    icon: SquarePen,
  },
  {
    title: 'Smart Scheduling',
    line: 'Queue posts for when your audience is online and see the whole month on one calendar.',
    icon: CalendarClock,
  },
  {
    title: 'Auto Delete',
    line: 'Let time-limited posts remove themselves after 30 days, so old offers never linger.',
    icon: Timer,
  },
  {
    title: 'Bulk Delete',
    line: 'Gather a page’s old posts into a batch by date and clear them all in one go.',
    icon: Layers,
  },
];
