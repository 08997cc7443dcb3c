const LOCALE = 'en-US';

const wholeDollars = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Dollars to "$1,200"; amounts with cents keep them ("$1,200.50"). */
export function formatMoney(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : dollarsAndCents.format(dollars);
}

/** Integer cents to "$1,200" / "$1,200.50". */
export function formatCents(cents: number): string {
  return formatMoney(Math.round(cents) / 100);
}

/** 12345.6 -> "12,345.6". */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits }).format(value);
}

/** A 0-100 value to "42%" (or "42.5%" with fractionDigits 1). */
export function formatPercent(value: number, fractionDigits = 0): string {
  return `${value.toFixed(fractionDigits)}%`;
}

function toDate(input: Date | string | number): Date {
  // a bare date ("2025-01-28") means that calendar day, not midnight UTC
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) {
    const [y, m, d] = input.split('-').map(Number);
    return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  }
  return input instanceof Date ? input : new Date(input);
}

/** "Jan 28, 2025". Invalid input gives "Unknown date". */
export function formatDate(input: Date | string | number): string {
  const date = toDate(input);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : shortDate.format(date);
}

/** "Jan 28, 2025, 3:04 PM". */
export function formatDateTime(input: Date | string | number): string {
  const date = toDate(input);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : shortDateTime.format(date);
}
