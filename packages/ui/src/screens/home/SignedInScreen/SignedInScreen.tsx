import { LogOut } from 'lucide-react';
import { Logo } from '../../../layout/Logo';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { LoadingOverlay } from '../../../primitives/LoadingOverlay';
import * as styles from './SignedInScreen.css';

export interface SignedInScreenProps {
  /** The page's title, e.g. 'Publish Post'. */
  title: string;
  /** The user's name and email once their details have loaded. */
  user?: { username: string; email: string; profilePicture?: string | null } | undefined;
  onLogout: () => void;
  /** Covers the page with 'Please wait...' / 'Signing you out' while logging out. */
  isSigningOut?: boolean;
}

/** The signed-in page: who is signed in, a way out, and the area's title. */
export function SignedInScreen({ title, user, onLogout, isSigningOut = false }: SignedInScreenProps) {
  const name = user?.username || user?.email || 'Loading...';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo href="/home" />
        <div className={styles.user}>
          <Avatar name={name} src={user?.profilePicture ?? undefined} size="small" />
          <div className={styles.userText}>
            <span>{name}</span>
            {user && <span className={styles.email}>{user.email}</span>}
          </div>
          <Button variant="secondary" size="small" onPress={onLogout}>
            <LogOut size={16} aria-hidden="true" />
            Log Out
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.line}>{user ? `Welcome back, ${name}.` : 'Loading your details...'}</p>
      </main>
      <LoadingOverlay isOpen={isSigningOut} title="Please wait..." message="Signing you out" />
    </div>
  );
}
