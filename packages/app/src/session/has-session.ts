import { store } from '../store';
import { tokensAtom } from './atoms';

/**
 * For `enabled` on queries that need a signed-in user: logging out empties the query cache while
 * the signed-in page is still showing, and its queries must not ask again without a token.
 */
export const hasSession = () => store.get(tokensAtom).access !== null;
