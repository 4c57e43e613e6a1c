/**
 * How billing figures read on the Purchase Plan and Billing tabs: dates in the viewer's zone
 * ('12 Mar 2026'), amounts as money ('$29.00'), card brands by their names.
 */

/** '12 Mar 2026', in the viewer's zone unless a story pins one; an unreadable value is shown as given. */
export function billingDate(iso: string, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(at);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** An amount as money, always with its cents: '$29.00'. Plans are priced in US dollars (accounts §9). */
export function money(amount: number): string {
  return dollars.format(amount);
}

/** How a price repeats: '/ month', '/ year', or nothing for a one-off or unknown interval. */
export function perInterval(interval: string | null | undefined): string {
  switch (interval?.trim().toLowerCase()) {
    case 'monthly':
    case 'month':
      return ' / month';
    case 'annual':
    case 'annually':
    case 'yearly':
    case 'year':
      return ' / year';
    default:
      return '';
  }
}

/** 'monthly' → 'Monthly', 'annual' → 'Annual'; other intervals as the server words them. */
export function intervalName(interval: string | null | undefined): string | null {
  const text = interval?.trim();
  if (!text) return null;
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card brand as people say it ('mastercard' → 'Mastercard'); 'Card' when the server sent none. */
export function cardBrandName(brand: string): string {
  const key = brand
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!key) return 'Card';
  return brandNames[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
}

/** A card's expiry as printed on it: '03/2027'. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}
