/**
 * A whole number as en-US writes it, "12,345", without Intl: `toLocaleString('en-US')` builds a new formatter on
 * every call, which a slow phone pays for each contract message built while a page's scripts start (issue 38).
 * Numbers that are not safe integers keep Intl's text.
 */
export function wholeNumberText(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A count with its noun in the right number: "1 unit", "2 units", "1,200 veterans"; `many` for nouns whose
 * plural is not the singular plus "s" ("2 matches").
 */
export function countText(count: number, one: string, many = `${one}s`): string {
  return `${wholeNumberText(count)} ${count === 1 ? one : many}`;
}
