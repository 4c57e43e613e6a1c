import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CalendarDays,
  ChartColumn,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Clapperboard,
  Clock3,
  FlaskConical,
  History,
  House,
  Images,
  Info,
  Menu,
  RefreshCw,
  Send,
  SquarePen,
  Trash2,
  TriangleAlert,
  X,
  type LucideIcon,
} from 'lucide-react';
import { expect, within } from 'storybook/test';
import { PlatformMark } from '../primitives/PlatformMark';
import { platformIds, platformNames } from '../primitives/PlatformMark/platform-ids';
import * as styles from './Foundations.css';

/** The icons with a fixed meaning: where one appears, it means this. */
const meanings: [LucideIcon, string][] = [
  [House, 'Home'],
  [Send, 'Publish'],
  [SquarePen, 'Post'],
  [Images, 'Story'],
  [Clapperboard, 'Reel'],
  [Clock3, 'Queue, scheduled'],
  [History, 'Publish history'],
  [Trash2, 'Delete, bulk delete'],
  [CalendarDays, 'Calendar, dates'],
  [ChartColumn, 'Analytics'],
  [CircleHelp, 'Help'],
  [CircleCheck, 'Success'],
  [CircleAlert, 'Error'],
  [TriangleAlert, 'Warning'],
  [Info, 'Information'],
  [RefreshCw, 'Refresh, try again'],
  [Menu, 'Open the menu'],
  [X, 'Close'],
  [FlaskConical, 'Mock data (mock mode only)'],
];

function IconsPage() {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        Lucide line icons at 16px in text and controls, 20px in navigation; stroke 2, the colour of the text beside
        them. An icon never stands alone: its words are next to it, or it is the label of an icon-only button. Platform
        marks are the only coloured icons.
      </p>
      <section className={styles.section} aria-label="Icons with a meaning">
        <h2 className={styles.heading}>Icons with a meaning</h2>
        <div className={styles.grid}>
          {meanings.map(([Icon, meaning]) => (
            <div key={meaning} className={styles.tile}>
              <Icon size={20} aria-hidden="true" />
              <span>{meaning}</span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-label="Platform marks">
        <h2 className={styles.heading}>Platform marks</h2>
        <div className={styles.grid}>
          {platformIds.map((platform) => (
            <div key={platform} className={styles.tile}>
              <span>
                <PlatformMark platform={platform} size={24} />{' '}
                <PlatformMark platform={platform} size={24} tone="muted" />
              </span>
              <span>{platformNames[platform]}, and muted (coming soon)</span>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconsPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof IconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icons: Story = {
  play: async ({ canvas }) => {
    const marks = canvas.getByRole('region', { name: 'Platform marks' });
    for (const platform of platformIds)
      await expect(within(marks).getByText(new RegExp(platformNames[platform]))).toBeVisible();
  },
};
