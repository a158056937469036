/** Dates written in English without `Intl`, for ./dateFormat.ts (kept apart from its React hook). */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateFormat = Pick<Intl.DateTimeFormat, 'format'>;

/**
 * What `Intl.DateTimeFormat('en', options)` writes, without `Intl`, when `options` ask for a UTC
 * date of numeric day, long month and numeric year or none; otherwise undefined.
 */
export function englishDateFormat(options: Intl.DateTimeFormatOptions): DateFormat | undefined {
  const {day, month, year, timeZone, ...others} = options;
  const supported =
    Object.keys(others).length === 0 &&
    timeZone === 'UTC' &&
    day === 'numeric' &&
    month === 'long' &&
    (year === undefined || year === 'numeric');
  if (!supported) return undefined;
  return {
    format(date) {
      const value = new Date(date ?? Date.now());
      // As `Intl.DateTimeFormat` does.
      if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value');
      const dayMonth = `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}`;
      return year === undefined ? dayMonth : `${dayMonth}, ${value.getUTCFullYear()}`;
    },
  };
}
