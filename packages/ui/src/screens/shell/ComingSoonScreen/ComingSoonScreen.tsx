import { BellRing, CalendarClock, ChartColumn, FileText, LayoutGrid, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Stack } from '../../../primitives/Stack';
import { StatePanel } from '../../../primitives/StatePanel';
import * as styles from './ComingSoonScreen.css';

export interface ComingSoonScreenProps {
  /** The page's heading, e.g. 'Analytics'. */
  title: string;
  /** 1 for a page of the publishing shell; 2 inside the settings frame, whose heading is 'Control Tower'. */
  headingLevel?: 1 | 2;
  /** The panel's words, e.g. 'Analytics Coming Soon'. */
  message: string;
  /** A line under them. */
  text?: ReactNode;
  /** The picture above the words. */
  icon?: keyof typeof icons;
  /** The next step, e.g. a link to where the work can be done today. */
  action?: ReactNode;
}

const icons = {
  sparkles: Sparkles,
  analytics: ChartColumn,
  drafts: FileText,
  notifications: BellRing,
  overview: LayoutGrid,
  upcoming: CalendarClock,
} as const;

/** A page that is announced but not built: its title and a quiet coming-soon panel, never a blank. */
export function ComingSoonScreen({
  title,
  headingLevel = 1,
  message,
  text,
  icon = 'sparkles',
  action,
}: ComingSoonScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Icon = icons[icon];
  return (
    <Stack space="6">
      <Heading className={styles.title}>{title}</Heading>
      <StatePanel tone="empty" title={message} icon={<Icon size={32} />} action={action}>
        {text}
      </StatePanel>
    </Stack>
  );
}
