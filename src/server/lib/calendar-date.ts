const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ("2025-01-28", or a timestamp's day) as "Jan 28, 2025", the product's date style. */
export const formatCalendarDate = (isoDate: string) =>
  calendarDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
