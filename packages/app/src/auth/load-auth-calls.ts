/** The auth calls, loaded on demand (and warmed up by the sign-in pages once they have painted). */
export const loadAuthCalls = () => import('./calls');
