import type { ReactNode } from 'react';
import { Stack } from '../../primitives/Stack';
import * as styles from './AuthParts.css';

export interface AuthHeaderProps {
  /** The page's one h1, e.g. 'Welcome Back!'. */
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The heading and the line under it at the top of every sign-in and sign-up form. */
export function AuthHeader({ title, subtitle }: AuthHeaderProps) {
  return (
    <Stack as="header" space="2">
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </Stack>
  );
}
