const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** "$1,200" from cents. */
export const formatDollars = (cents: number) => dollarFormat.format(centsToDollars(cents));
