import { ChevronDown } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  Header,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger,
  Popover,
  Menu as RACMenu,
  Separator,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { useReturnFocus } from '../../utils/use-return-focus';
import { Button, type ButtonProps } from '../Button';
import * as styles from './Menu.css';

/** How long the pointer may be away from trigger and menu before a hover-opened menu closes. */
const hoverCloseDelayMs = 150;

export interface MenuProps<T> extends Omit<RACMenuProps<T>, 'className' | 'autoFocus'> {
  /** The trigger's content: a word ('Resources') or an avatar and a name. */
  label: ReactNode;
  /** The trigger's accessible name, when `label` is not plain text. */
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
  /** What is particular to this trigger (the team switcher's width, a current nav entry). */
  triggerClassName?: string;
  showChevron?: boolean;
  /** Content above the items, such as the profile menu's name, email and badge. */
  header?: ReactNode;
  /** Opens while the mouse is over the trigger (the public nav's Resources); keyboard and touch still work. */
  openOnHover?: boolean;
  placement?: PopoverProps['placement'];
  defaultOpen?: boolean;
  /** With `defaultOpen`: open as a hover opens it (non-modal, focus stays where it is). */
  defaultOpenByHover?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A dropdown menu on RAC's MenuTrigger: a Button, a Popover and a Menu. Arrow keys move through the
 * items, Enter picks one, Escape closes and returns focus to the trigger. Items may be links (href)
 * or actions (onAction).
 */
export function Menu<T extends object>({
  label,
  triggerLabel,
  triggerVariant = 'quiet',
  triggerClassName,
  showChevron = true,
  header,
  openOnHover = false,
  placement = 'bottom end',
  defaultOpen = false,
  defaultOpenByHover = false,
  onOpenChange,
  ...menuProps
}: MenuProps<T>) {
  const [isOpen, setOpen] = useState(defaultOpen);
  // Open from the start (asked for before the menu existed): focus goes to the first item, as a press would.
  const [focusFirst, setFocusFirst] = useState(defaultOpen && !defaultOpenByHover);
  // A hover-opened menu is non-modal and does not take focus; a pressed one behaves as usual.
  const [openedByHover, setOpenedByHover] = useState(defaultOpen && defaultOpenByHover);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const popoverRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A hover-opened menu never took focus, so it has none to give back.
  useReturnFocus(isOpen, popoverRef, defaultOpenByHover ? undefined : triggerRef);

  // Shut by a key, a pick or a press while the pointer rests on the trigger: the browser reports the
  // pointer entering it again (after the layout changes), which must not open it straight back.
  const hoverReopenHeld = useRef(false);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function change(next: boolean, byHover = false) {
    clearTimeout(closeTimer.current);
    if (!next && !byHover) hoverReopenHeld.current = true;
    setFocusFirst(false);
    setOpenedByHover(next && byHover);
    setOpen(next);
    onOpenChange?.(next);
  }

  // A hover-opened menu has no focus in it, so React Aria's Escape does not reach it: Escape closes
  // it wherever focus is, as content shown on hover must be dismissible without moving the pointer.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') change(false);
  });
  useEffect(() => {
    if (!isOpen || !openedByHover) return;
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, openedByHover]);

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse' || hoverReopenHeld.current) return;
          clearTimeout(closeTimer.current);
          if (!isOpen) change(true, true);
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          hoverReopenHeld.current = false;
          if (!openedByHover) return;
          clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => change(false), hoverCloseDelayMs);
        },
      }
    : {};

  return (
    // A mouse press on the trigger only ever opens (RAC), so clicking a hover-opened menu keeps it open.
    <MenuTrigger isOpen={isOpen} onOpenChange={(next) => change(next)}>
      <Button
        ref={triggerRef}
        variant={triggerVariant}
        aria-label={triggerLabel}
        className={triggerClassName}
        {...hoverProps}
      >
        {label}
        {showChevron && <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />}
      </Button>
      <Popover
        ref={popoverRef}
        placement={placement}
        isNonModal={openedByHover}
        className={styles.popover}
        {...hoverProps}
      >
        {header && <div className={styles.header}>{header}</div>}
        <RACMenu
          {...menuProps}
          className={styles.menu}
          {...(openedByHover ? { autoFocus: false } : focusFirst ? { autoFocus: 'first' as const } : {})}
        />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /** 'danger' for destructive entries. */
  tone?: 'default' | 'danger';
}

/** One entry: a link when given `href`, else an action. */
export function MenuItem<T extends object>({ tone = 'default', className, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (own) =>
        [styles.item, tone === 'danger' && styles.dangerItem, own].filter(Boolean).join(' '),
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'children'> {
  /** The group's heading; a section without one still groups (and may select) its items. */
  title?: ReactNode;
  children: ReactNode;
}

/**
 * A group of items. With `selectionMode="single"` and `selectedKeys` its items are radio-like
 * choices (the team switcher), announced as checked; the other items of the menu stay actions.
 */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props}>
      {title != null && <Header className={styles.sectionTitle}>{title}</Header>}
      {children}
    </RACMenuSection>
  );
}
