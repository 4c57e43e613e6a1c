import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

export interface SanitizeOptions {
  /** The origin links are compared with; links elsewhere open in a new tab. Defaults to the page's own. */
  origin?: string;
}

/**
 * Markup a CMS page or blog post may not carry beyond what DOMPurify already removes (scripts,
 * event handlers, `javascript:` URLs): forms and embeds could pose as the product's own controls,
 * and style sheets or inline styles could restyle the page around the article.
 */
const forbiddenTags = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'];
const forbiddenAttributes = ['style'];

const openerSafety = 'noopener noreferrer';

let purifier: Purifier | undefined;
// Read by the hook during one synchronous sanitize call.
let currentOrigin = '';

function isElsewhere(href: string): boolean {
  try {
    const url = new URL(href, currentOrigin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== currentOrigin;
  } catch {
    return false;
  }
}

function hardenLink(node: Element) {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  const opensTab = node.getAttribute('target') === '_blank';
  if (opensTab || (href !== null && isElsewhere(href))) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', openerSafety);
  } else {
    // A same-site link stays in this tab; any other target value would be meaningless here.
    node.removeAttribute('target');
  }
}

/** Its own instance, so the link hook never touches other users of DOMPurify on the page. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', hardenLink);
  }
  return purifier;
}

const rules = { ADD_ATTR: ['target'], FORBID_TAGS: forbiddenTags, FORBID_ATTR: forbiddenAttributes };

/**
 * CMS or blog HTML made safe to insert: no scripts, event handlers, `javascript:` URLs, forms,
 * embeds or styles; every link to another origin, and every link opening a new tab, opens in a new
 * tab with `rel="noopener noreferrer"`.
 */
export function sanitizeHtml(html: string, { origin = window.location.origin }: SanitizeOptions = {}): string {
  currentOrigin = origin;
  return getPurifier().sanitize(html, rules);
}

/**
 * The same markup as `sanitizeHtml`, for `innerHTML`: a TrustedHTML signed by DOMPurify's own
 * Trusted Types policy ('dompurify') where the browser has Trusted Types, which a page served with
 * `require-trusted-types-for 'script'` requires of that sink; a string elsewhere.
 */
export function trustedHtml(html: string, { origin = window.location.origin }: SanitizeOptions = {}): TrustedHTML {
  currentOrigin = origin;
  return getPurifier().sanitize(html, { ...rules, RETURN_TRUSTED_TYPE: true });
}
