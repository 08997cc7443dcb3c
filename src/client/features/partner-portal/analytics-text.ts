import { formatNumber } from '@client/lib/format';

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-01' -> 'Jan 2025'; anything else is returned unchanged. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** Hours below two days read as hours ('5.2 hours'), longer ones as days ('3.5 days'). */
export function durationText(hours: number): string {
  if (hours < 48) {
    const value = formatNumber(hours, 1);
    return `${value} ${value === '1' ? 'hour' : 'hours'}`;
  }
  return `${formatNumber(hours / 24, 1)} days`;
}

export function medianContactText(medianHours: number | null): string {
  return medianHours === null
    ? 'No referral has been contacted yet'
    : `Median time to first contact: ${durationText(medianHours)}`;
}
