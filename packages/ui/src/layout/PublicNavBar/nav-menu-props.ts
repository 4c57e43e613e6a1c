export interface NavMenuProps {
  /** Opens as soon as it appears: the visitor already asked for it before the menu had loaded. */
  defaultOpen?: boolean;
  /** With `defaultOpen`: the visitor hovered the trigger, so it opens as a hover opens it. */
  defaultOpenByHover?: boolean;
  isSignedIn?: boolean;
  featuresHref?: string;
  onFeatures?: (() => void) | undefined;
  /** The page shown: its entry is marked current. */
  currentPath?: string | undefined;
  /** The trigger's look in the bar (Resources is tinted while the page is one of its own). */
  triggerClassName?: string;
}
