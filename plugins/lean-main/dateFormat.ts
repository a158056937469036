/**
 * theme-common's Intl utilities as they are, but for `useDateTimeFormat`, which a blog post's
 * header calls while the page hydrates, to write the post's date ("March 12, 2024"). The first
 * `Intl.DateTimeFormat` of a page loads the browser's date data: 17–50 ms of main-thread work at
 * full CPU speed here, on every blog post, for a text the server has already written. For English
 * and the Gregorian calendar, a UTC date of day, long month and optional year is written here;
 * any other locale, calendar or option goes to `Intl.DateTimeFormat` as before.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCalendar} from '../../node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js';
import {englishDateFormat, type DateFormat} from './englishDate';

// By its path: the package exports no `lib/` module.
export * from '../../node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js';

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const english = currentLocale === 'en' && calendar === 'gregory' ? englishDateFormat(options) : undefined;
  return english ?? new Intl.DateTimeFormat(currentLocale, {calendar, ...options});
}
