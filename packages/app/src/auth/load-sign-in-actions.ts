/** The sign-in calls, loaded on demand (and warmed up by the sign-in pages once they have painted). */
export const loadSignInActions = () => import('./sign-in-actions');
