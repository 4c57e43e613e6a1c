import type { ReactNode } from 'react';
import { Stack } from '../../primitives/Stack';
import { Logo } from '../Logo';
import * as styles from './AuthLayout.css';
import { AuthCover } from './AuthCover';

export interface AuthLayoutProps {
  /** The screen: its heading, form and links. */
  children: ReactNode;
  /** Where the logo leads; the landing page (the logo's own default) unless told otherwise. */
  homeHref?: string;
}

/**
 * The sign-in and sign-up pages: from 1024px a cover picture on the left and the form on the right,
 * below that the form alone. It holds the page's main landmark, so the app puts nothing around it.
 */
export function AuthLayout({ children, homeHref }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <AuthCover />
      <main className={styles.main}>
        <Stack space="6" className={styles.column}>
          <Logo href={homeHref} />
          {children}
        </Stack>
      </main>
    </div>
  );
}
