import { demo } from '@causeway/mocks/data';
import { api } from '../api';
import { queryClient } from '../query-client';
import { clearSessionAtom } from '../session/clear-session';
import { isSigningOutAtom } from '../session/signing-out';
import { completeSignIn } from '../auth/sign-in';
import { store } from '../store';

/** The app as a first visit finds it: nothing stored, no session in the one store, an empty query cache. */
export function resetAppState(): void {
  localStorage.clear();
  sessionStorage.clear();
  store.set(clearSessionAtom);
  store.set(isSigningOutAtom, false);
  queryClient.clear();
}

/** The session as browser storage holds it (what survives a reload). */
export function storedSession() {
  return {
    accessToken: localStorage.getItem('access_token'),
    refreshToken: localStorage.getItem('refresh_token'),
    userId: localStorage.getItem('user_id'),
    userEmail: localStorage.getItem('user_email'),
    activeTeam: localStorage.getItem('activeTeam'),
  };
}

/** Signs the demo user in the way the login page does (tokens, user, details, teams, active team). */
export async function signInAsDemo(): Promise<void> {
  const reply = await api.users.login({ email: demo.email, password: demo.password });
  await completeSignIn(queryClient, { id: reply.user_id, email: reply.email });
}
