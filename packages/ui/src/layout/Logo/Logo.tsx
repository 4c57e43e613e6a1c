import { Link, composeRenderProps, type LinkProps } from 'react-aria-components';
import { useUiPaths } from '../../primitives/UiProvider';
import { brand } from '../../theme/tokens';
import * as styles from './Logo.css';
import { LogoMark } from './LogoMark';

export interface LogoProps extends Omit<LinkProps, 'children'>, styles.LogoVariants {
  /** Where the logo leads; the landing page unless told otherwise. */
  href?: string;
  /** Shows 'Bridging the digital gap' under the name. */
  showTagline?: boolean;
}

/** The Causeway mark and wordmark, as a link (home by default). */
export function Logo({ href, showTagline, size, tone, className, ...props }: LogoProps) {
  const paths = useUiPaths();
  return (
    <Link
      {...props}
      href={href ?? paths.landing}
      className={composeRenderProps(className, (own) => [styles.logo({ size, tone }), own].filter(Boolean).join(' '))}
    >
      <LogoMark />
      <span className={styles.words}>
        <span className={styles.name}>{brand.name}</span>
        {showTagline && <span className={styles.tagline}>{brand.tagline}</span>}
      </span>
    </Link>
  );
}
