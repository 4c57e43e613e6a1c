import { SignedInScreen } from '@causeway/ui/screens/home/SignedInScreen';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { accountQueries } from '../account/queries';
import { isSigningOutAtom } from '../auth/atoms';
import { useLogout } from '../auth/use-logout';

/**
 * A protected area's page until its own screen exists: who is signed in and Log Out.
 * `/home` shows 'Publish Post', as the publishing spec titles it.
 */
export function SignedInPage({ title }: { title: string }) {
  const details = useQuery(accountQueries.details());
  const logout = useLogout();
  const isSigningOut = useAtomValue(isSigningOutAtom);
  const user = details.data && {
    username: details.data.username,
    email: details.data.email,
    profilePicture: details.data.profile_picture,
  };
  return <SignedInScreen title={title} user={user} onLogout={() => void logout()} isSigningOut={isSigningOut} />;
}
