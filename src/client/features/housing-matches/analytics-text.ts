const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Median minutes from intake to match as words: "under 1 minute", "42 minutes", "3 hours 5 minutes", "2.5 days". */
export function formatMatchTime(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return 'No matches yet';
  if (minutes < 1) return 'under 1 minute';
  if (minutes < 60) return plural(Math.round(minutes), 'minute');
  if (minutes < 48 * 60) {
    const whole = Math.round(minutes);
    const hours = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
  }
  const days = Math.round((minutes / (24 * 60)) * 10) / 10;
  return `${days} days`;
}
