import { ChevronDown } from 'lucide-react';
import { deferredCode } from '../../utils/deferred-code';
import { DeferredHost } from '../../utils/DeferredHost';
import { standInPress, useDeferredCode } from '../../utils/use-deferred-code';
import { Button } from '../Button';
import type { MenuItemProps, MenuProps, MenuSectionProps } from './Menu';
import * as styles from './Menu.css';

const menuCode = deferredCode(() => import('./Menu'));

/**
 * The Menu (Menu.tsx) with its popover and collection code loaded once the page is shown
 * (deferred-code.ts). Until then its trigger stands in, alike in look and name; pressing it opens
 * the menu as the code arrives, focus on the first item.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const { module, wasAsked, ask, hostRef } = useDeferredCode(menuCode);
  const { label, triggerLabel, triggerVariant = 'quiet', triggerClassName, showChevron = true } = props;
  return (
    <DeferredHost hostRef={hostRef}>
      {module ? (
        <module.Menu {...props} defaultOpen={props.defaultOpen === true || wasAsked} />
      ) : (
        <Button
          variant={triggerVariant}
          aria-label={triggerLabel}
          aria-haspopup="menu"
          aria-expanded={false}
          className={triggerClassName}
          {...standInPress(ask)}
        >
          {label}
          {showChevron && <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />}
        </Button>
      )}
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
