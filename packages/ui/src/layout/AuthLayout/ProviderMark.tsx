import { siFacebook, siGoogle } from 'simple-icons';
import * as styles from './AuthParts.css';

export type SignInProvider = 'google' | 'facebook' | 'linkedin';

const paths = { google: siGoogle.path, facebook: siFacebook.path } as const;

/**
 * A sign-in provider's mark in the text colour (greyed with its button when disabled). LinkedIn
 * is not in the icon set, so its 'in' is drawn here.
 */
export function ProviderMark({ provider }: { provider: SignInProvider }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.providerMark} aria-hidden="true" focusable="false">
      {provider === 'linkedin' ? (
        <>
          <rect x="1" y="1" width="22" height="22" rx="4" fill="currentColor" />
          <path
            className={styles.providerMarkCutout}
            d="M5.5 9.5h3V19h-3zM7 4.8a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10.5 9.5h2.9v1.3c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.7 2 3.7 4.7V19h-3v-4.5c0-1.1 0-2.4-1.5-2.4s-1.7 1.1-1.7 2.3V19h-3z"
          />
        </>
      ) : (
        <path d={paths[provider]} fill="currentColor" />
      )}
    </svg>
  );
}
