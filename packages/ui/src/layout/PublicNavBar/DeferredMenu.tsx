import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import * as menuStyles from '../../primitives/Menu/Menu.css';
import { deferredCode, standInsShown, whenDeferredCodeMayLoad } from '../../utils/deferred-code';
import { takePressBeforeTakeover } from '../../utils/pressed-before-takeover';
import type * as NavMenusModule from './NavMenus';
import type { NavMenuProps } from './nav-menu-props';

type NavMenus = typeof NavMenusModule;
const navMenus = deferredCode<NavMenus>(() => import('./NavMenus'));

interface DeferredMenuProps extends NavMenuProps {
  which: 'resources' | 'mobile';
  /** The trigger's look until the menu has loaded: the same words and accessible name. */
  label: ReactNode;
  triggerLabel?: string;
  showChevron?: boolean;
}

/**
 * A nav menu (Resources, or the small screens' menu sheet) whose code loads once the page is shown
 * (deferred-code.ts: after the first paint, or once a page's text has come), so the menu machinery
 * never competes with the page's own scripts and calls. Until it arrives a look-alike trigger stands
 * in; a press on it opens the menu as it arrives (focus on its first item), a hover opens it as a
 * hover would. A press on the page as painted from HTML, before the app took it over, counts too.
 */
export function DeferredMenu({ which, label, triggerLabel, showChevron = true, ...menuProps }: DeferredMenuProps) {
  const { triggerClassName } = menuProps;
  // Already here (a later page, a story): the real menu from the first render.
  const [menus, setMenus] = useState<NavMenus | null>(() => (standInsShown() ? null : navMenus.loaded));
  const [asked, setAsked] = useState<'press' | 'hover' | null>(null);

  useEffect(() => {
    if (menus) return;
    let live = true;
    const cancel = whenDeferredCodeMayLoad(() => void navMenus.load().then((loaded) => live && setMenus(loaded)));
    return () => {
      live = false;
      cancel();
    };
  }, [menus]);

  const standInRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Pressed on the page as painted from HTML, before the app had it.
    if (takePressBeforeTakeover(standInRef.current)) setAsked('press');
  }, []);

  useEffect(() => {
    // Asked for before it arrived: load it now.
    if (asked === 'press') void navMenus.load().then(setMenus);
  }, [asked]);

  if (menus) {
    const Menu: ComponentType<NavMenuProps & { defaultOpenByHover?: boolean }> =
      which === 'resources' ? menus.ResourcesMenu : menus.MobileMenu;
    return <Menu {...menuProps} defaultOpen={asked !== null} defaultOpenByHover={asked === 'hover'} />;
  }
  return (
    <Button
      ref={standInRef}
      variant="quiet"
      aria-label={triggerLabel}
      aria-haspopup={which === 'mobile' ? 'dialog' : 'menu'}
      aria-expanded={false}
      className={triggerClassName}
      onPress={() => setAsked('press')}
      onHoverStart={(event) => event.pointerType === 'mouse' && setAsked((current) => current ?? 'hover')}
      onHoverEnd={() => setAsked((current) => (current === 'hover' ? null : current))}
    >
      {label}
      {showChevron && <ChevronDown className={menuStyles.chevron} size={16} aria-hidden="true" />}
    </Button>
  );
}
