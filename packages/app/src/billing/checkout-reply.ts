import { safeRedirectUrl } from '@causeway/api-client/domain';
import type { CheckoutReply } from '@causeway/api-client/schemas';

/**
 * What a checkout reply leads to (accounts §4): the payment page at its address, or a trial that
 * started (its message is shown and the page reloads). An address that is not http(s) is never
 * followed (a `javascript:` URL would run in the app), and neither is a reply that names no page:
 * both lead nowhere, with the server's message when it gave one.
 */
export type CheckoutStep =
  { kind: 'go'; url: string } | { kind: 'trial'; message: string } | { kind: 'nowhere'; message: string | null };

export function checkoutStep(reply: Pick<CheckoutReply, 'checkout_url' | 'message'>): CheckoutStep {
  if (reply.checkout_url) {
    const url = safeRedirectUrl(reply.checkout_url);
    return url ? { kind: 'go', url } : { kind: 'nowhere', message: null };
  }
  if (reply.message?.includes('Trial')) return { kind: 'trial', message: reply.message };
  return { kind: 'nowhere', message: reply.message?.trim() || null };
}
