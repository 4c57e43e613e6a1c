import { Link } from '../../../primitives/Link';
import { useUiPaths } from '../../../primitives/UiProvider';
import * as styles from './RegisterScreen.css';

/** The terms and privacy links; `from=register` gives the legal pages a way back here. */
export function LegalNote() {
  const paths = useUiPaths();
  return (
    <p className={styles.legalNote}>
      By signing up you agree to our <Link href={`${paths.termsOfService}?from=register`}>Terms of Service</Link> and{' '}
      <Link href={`${paths.privacyPolicy}?from=register`}>Privacy Policy</Link>.
    </p>
  );
}
