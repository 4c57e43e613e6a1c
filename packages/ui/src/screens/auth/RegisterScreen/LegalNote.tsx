import { Link } from '../../../primitives/Link';
import * as styles from './RegisterScreen.css';

/** The terms and privacy links; `from=register` gives the legal pages a way back here. */
export function LegalNote() {
  return (
    <p className={styles.legalNote}>
      By signing up you agree to our <Link href="/terms-of-service?from=register">Terms of Service</Link> and{' '}
      <Link href="/privacy-policy?from=register">Privacy Policy</Link>.
    </p>
  );
}
