import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { standInPress, useStandIn } from '../../utils/use-stand-in';
import { Button } from '../Button';
import type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
import * as styles from './Menu.css';

const menuCode = deferred(() => import('./Menu'), 'page-shown');

/**
 * The Menu (Menu.tsx) with its popover and collection code loaded once the page is shown
 * (deferred.ts). Until then its trigger stands in, alike in look and name; pressing it opens the
 * menu as the code arrives, focus on the first item. A menu that opens on hover opens as a hover
 * opens it when its code arrives under the mouse.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const { module, wasAsked, ask, hostRef } = useStandIn(menuCode);
  const [isHovered, setHovered] = useState(false);
  const { label, triggerLabel, triggerVariant = 'quiet', triggerClassName, showChevron = true, openOnHover } = props;
  if (module) {
    const byHover = !wasAsked && isHovered;
    return (
      <DeferredHost hostRef={hostRef}>
        <module.Menu
          {...props}
          defaultOpen={props.defaultOpen === true || wasAsked || byHover}
          defaultOpenByHover={props.defaultOpenByHover === true || byHover}
        />
      </DeferredHost>
    );
  }
  return (
    <DeferredHost hostRef={hostRef}>
      <Button
        variant={triggerVariant}
        aria-label={triggerLabel}
        aria-haspopup="menu"
        aria-expanded={false}
        className={triggerClassName}
        {...standInPress(ask)}
        {...(openOnHover
          ? {
              onHoverStart: (event: { pointerType: string }) => event.pointerType === 'mouse' && setHovered(true),
              onHoverEnd: () => setHovered(false),
            }
          : {})}
      >
        {label}
        {showChevron && <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />}
      </Button>
    </DeferredHost>
  );
}

// The items are drawn only inside the real menu, so their code is there by then.
export function MenuItem<T extends object>(props: MenuItemProps<T>) {
  const Item = menuCode.loaded?.MenuItem;
  return Item ? <Item {...props} /> : null;
}

export function MenuSeparator() {
  const Separator = menuCode.loaded?.MenuSeparator;
  return Separator ? <Separator /> : null;
}

export function MenuSection<T extends object>(props: MenuSectionProps<T>) {
  const Section = menuCode.loaded?.MenuSection;
  return Section ? <Section {...props} /> : null;
}
