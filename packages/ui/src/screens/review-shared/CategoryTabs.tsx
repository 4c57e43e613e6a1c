import type { ReactNode } from 'react';
import { SharedTabPanel, Tab, TabList, Tabs } from '../../primitives/Tabs';

import { categoryTabs, type CategoryTab } from './categories';

const tabNames: Record<CategoryTab, string> = { all: 'All', post: 'Post', story: 'Story', reel: 'Reel' };

export interface CategoryTabsProps {
  selected: CategoryTab;
  onChange: (tab: CategoryTab) => void;
  /** Names the tab list, e.g. 'Categories'. */
  label: string;
  /** What the selected tab shows (filters and the list). */
  children: ReactNode;
}

/**
 * All / Post / Story / Reel. Arrow keys move between tabs and Enter chooses one: each choice is a
 * filter kept in the address, so moving along the row does not filter at every step. The tabs
 * filter one list rather than switch between pages, so they share one panel: a choice redraws the
 * rows, not the filters, the table and its pages.
 */
export function CategoryTabs({ selected, onChange, label, children }: CategoryTabsProps) {
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => onChange(key as CategoryTab)} keyboardActivation="manual">
      <TabList aria-label={label}>
        {categoryTabs.map((tab) => (
          <Tab key={tab} id={tab}>
            {tabNames[tab]}
          </Tab>
        ))}
      </TabList>
      <SharedTabPanel>{children}</SharedTabPanel>
    </Tabs>
  );
}
