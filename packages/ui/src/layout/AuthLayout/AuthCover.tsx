import { Stack } from '../../primitives/Stack';
import { brand } from '../../theme/tokens';
import * as styles from './AuthCover.css';
import { BridgeScene } from './BridgeScene';

/** The left half on large screens: the tagline over a drawn scene. Hidden below 1024px. */
export function AuthCover() {
  return (
    // A landmark, as every part of the page is: the tagline is content too.
    <aside aria-label="About Causeway" className={styles.cover} data-testid="auth-cover">
      <div className={styles.group}>
        <Stack space="3" className={styles.words}>
          <p className={styles.tagline}>{brand.tagline}</p>
          <p className={styles.line}>Plan, publish and follow every page your team runs, from one calm place.</p>
        </Stack>
        <BridgeScene className={styles.scene} />
      </div>
    </aside>
  );
}
