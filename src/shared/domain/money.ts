/** Built on first use: a page that imports this file while it starts would pay for an ICU formatter (issue 38). */
let dollarFormat: Intl.NumberFormat | undefined;
const dollarFormatter = () =>
  (dollarFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }));

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** "$1,200" from cents. */
export const formatDollars = (cents: number) => dollarFormatter().format(centsToDollars(cents));
