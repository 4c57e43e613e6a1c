import { describe, expect, it } from 'vitest';
import { checkoutStep } from './checkout-reply';

describe('checkoutStep', () => {
  it('goes to an http(s) checkout_url', () => {
    expect(checkoutStep({ checkout_url: 'https://pay.example.com/c/cs_1', message: null })).toEqual({
      kind: 'go',
      url: 'https://pay.example.com/c/cs_1',
    });
    expect(
      checkoutStep({ checkout_url: 'http://localhost:4173/__mock/checkout?session_id=cs_1', message: null }),
    ).toEqual({
      kind: 'go',
      url: 'http://localhost:4173/__mock/checkout?session_id=cs_1',
    });
  });

  it.each([
    'javascript:alert(document.domain)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>1</script>',
    '/billing/success',
    'not a url',
  ])('refuses %s: it leads nowhere', (url) => {
    expect(checkoutStep({ checkout_url: url, message: 'Trial started' })).toEqual({ kind: 'nowhere', message: null });
  });

  it("shows a message containing 'Trial' (then the page reloads)", () => {
    const message = 'Your 14-day Trial of the Business plan has started for Causeway Studio.';
    expect(checkoutStep({ checkout_url: null, message })).toEqual({ kind: 'trial', message });
  });

  it('leads nowhere without an address or a trial, with the server’s message when it gave one', () => {
    expect(checkoutStep({ checkout_url: null, message: null })).toEqual({ kind: 'nowhere', message: null });
    expect(checkoutStep({ checkout_url: null, message: '  ' })).toEqual({ kind: 'nowhere', message: null });
    expect(checkoutStep({ checkout_url: null, message: 'Payments are paused.' })).toEqual({
      kind: 'nowhere',
      message: 'Payments are paused.',
    });
  });
});
