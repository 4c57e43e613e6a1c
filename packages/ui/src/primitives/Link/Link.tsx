import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { linkRel } from './link-rel';
import * as styles from './Link.css';

export interface LinkProps extends RACLinkProps, styles.LinkVariants {}

/**
 * A link on RAC's Link. `href` goes through RAC's RouterProvider when the app provides one (client
 * side navigation), else it is a plain anchor; a link opening a new tab is always `noopener noreferrer`.
 */
export function Link({ variant, className, target, rel, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      target={target}
      rel={linkRel(target, rel)}
      className={composeRenderProps(className, (own) => [styles.link({ variant }), own].filter(Boolean).join(' '))}
    />
  );
}
