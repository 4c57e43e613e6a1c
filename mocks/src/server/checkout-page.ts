import type { CheckoutSummary } from '../domain/checkout';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The Node server's own mock checkout page: what is being bought, and Pay / Cancel. */
export function checkoutPage(summary: CheckoutSummary | null, returnTo: string | null): string {
  const body = summary
    ? `<p>${
        summary.mode === 'setup'
          ? `Save a card for <strong>${escapeHtml(summary.teamName)}</strong>.`
          : `<strong>${escapeHtml(summary.planName ?? '')}</strong> for <strong>${escapeHtml(summary.teamName)}</strong>: ${escapeHtml(summary.priceText ?? '')}.`
      }</p>
      <p>No money moves: this page stands in for the payment provider.</p>
      <form method="post" action="/__mock/checkout">
        <input type="hidden" name="session_id" value="${escapeHtml(summary.sessionId)}">
        <input type="hidden" name="return_to" value="${escapeHtml(returnTo ?? '')}">
        <button type="submit" name="choice" value="pay">${summary.mode === 'setup' ? 'Save card' : 'Pay'}</button>
        <button type="submit" name="choice" value="cancel">Cancel</button>
      </form>`
    : '<p role="alert">This checkout session does not exist (the demo data may have been reset).</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mock checkout · Causeway</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#101828;background:#f7f8fa;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d0d5dd;border-radius:10px;padding:32px;max-width:420px}
button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #0f6c8c;margin-right:8px;cursor:pointer}
button[value=pay]{background:#0f6c8c;color:#fff}button:focus-visible{outline:2px solid #0f6c8c;outline-offset:2px}</style></head>
<body><main><h1>Mock checkout</h1>${body}</main></body>
</html>`;
}

/** After the choice: where to go back to, when the app's origin is unknown. */
export function returnPage(path: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock checkout · Causeway</title></head>
<body><main><h1>Done</h1><p>Return to the app at <code>${escapeHtml(path)}</code>.</p></main></body></html>`;
}
