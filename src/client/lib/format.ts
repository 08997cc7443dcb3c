import { wholeNumberText } from '@shared/domain/number-text';

const LOCALE = 'en-US';

/** Built on first use: creating an Intl formatter costs a slow phone several milliseconds each, and a page that
 * imports this file may not format anything while it starts. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const wholeDollars = lazily(
  () =>
    new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const dollarsAndCents = lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }));
const shortDate = lazily(
  () => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric' }),
);
const shortDateTime = lazily(
  () =>
    new Intl.DateTimeFormat(LOCALE, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
const numberFormats = new Map<number, Intl.NumberFormat>();

/** A whole number that String() writes in plain digits (not 1e+21). */
const plainInteger = (value: number) => Number.isSafeInteger(value);

/** Dollars to "$1,200"; amounts with cents keep them ("$1,200.50"). */
export function formatMoney(dollars: number): string {
  if (plainInteger(dollars))
    return dollars < 0 ? `-$${wholeNumberText(-dollars)}` : `$${wholeNumberText(dollars)}`;
  return Number.isInteger(dollars) ? wholeDollars().format(dollars) : dollarsAndCents().format(dollars);
}

/** Integer cents to "$1,200" / "$1,200.50". */
export function formatCents(cents: number): string {
  return formatMoney(Math.round(cents) / 100);
}

/** 12345.6 -> "12,345.6". */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  if (plainInteger(value)) return wholeNumberText(value);
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
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
  return Number.isNaN(date.getTime()) ? 'Unknown date' : shortDate().format(date);
}

/** "Jan 28, 2025, 3:04 PM". */
export function formatDateTime(input: Date | string | number): string {
  const date = toDate(input);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : shortDateTime().format(date);
}
