import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { TabListStateContext } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface SharedTabPanelProps {
  /** What every tab shows: one list that the chosen tab filters. */
  children: ReactNode;
  className?: string;
}

/**
 * One panel for all the tabs of a Tabs, for tabs that filter one list (the queue's and the history's
 * categories): the filters, the table and its pages stay mounted from one tab to the next and only
 * the rows change. RAC's TabPanel belongs to one tab (its id is set once, when it mounts), so a
 * panel per tab drew all of it again at every choice. Render it inside Tabs, after the TabList: it
 * takes the id the chosen tab points to (aria-controls) and is named by that tab.
 *
 * Tabs draws its children twice: once out of sight, without the tabs' state, to find its tabs, and
 * once for real. Like RAC's own TabList and TabPanel, the panel draws nothing in the first pass, so
 * the list it holds is drawn once, not twice, at every change.
 */
export function SharedTabPanel({ children, className }: SharedTabPanelProps) {
  const state = useContext(TabListStateContext);
  const ref = useRef<HTMLDivElement>(null);

  // After every change of the tabs' state (their collection fills in on a second render), so the
  // chosen tab's links are in the page by then.
  useLayoutEffect(() => {
    const panel = ref.current;
    const tab = panel?.parentElement?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    const id = tab?.getAttribute('aria-controls');
    if (!panel || !tab || !id) return;
    panel.id = id;
    panel.setAttribute('aria-labelledby', tab.id);
  }, [state]);

  if (!state) return null;
  return (
    <div ref={ref} role="tabpanel" className={[styles.tabPanel, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
