import {createHash} from 'node:crypto';
import type {ThemeConfig} from '@docusaurus/theme-common';
import type {HtmlTagObject} from '@docusaurus/types';
import type {Env} from './env';

type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

/** The project's status: what every reader should know before relying on these docs. */
export const DEFAULT_ANNOUNCEMENT = {
  id: 'status-2026-01-unmaintained',
  html:
    'Since January 2026, ink! is no longer actively maintained or developed. These docs stay ' +
    'online for everyone who runs, audits or migrates ink! contracts.',
} as const;

/** Where the theme keeps the dismissal and the id of the announcement last seen: `announcementBarDismissed` and `announcementBarId`. */
export const ANNOUNCEMENT_STORAGE_KEYS = {
  dismissed: 'docusaurus.announcement.dismiss',
  id: 'docusaurus.announcement.id',
} as const;

/** `ANNOUNCEMENT_HTML=none` turns the bar off. */
const NO_ANNOUNCEMENT = 'none';

/** A stable id for a text, so that new text is shown again to readers who closed the old one. */
export function announcementIdFor(html: string): string {
  return `announcement-${createHash('sha256').update(html).digest('hex').slice(0, 10)}`;
}

/**
 * The announcement bar from the build settings: the status notice by default, the configured text
 * otherwise, none when turned off. Colours are Infima variables so the bar follows the colour mode.
 */
export function announcementBar({id, html}: Env['announcement']): AnnouncementBar | undefined {
  if (html === NO_ANNOUNCEMENT) return undefined;
  const content = html ?? DEFAULT_ANNOUNCEMENT.html;
  return {
    id: id ?? (html === undefined ? DEFAULT_ANNOUNCEMENT.id : announcementIdFor(html)),
    content,
    backgroundColor: 'var(--ifm-color-primary-contrast-background)',
    textColor: 'var(--ifm-color-primary-contrast-foreground)',
    isCloseable: true,
  };
}

/**
 * The theme hides a dismissed bar before React loads by reading only the dismissal, not the id: a
 * reader who closed an earlier announcement would not see a new one until their next full page
 * load. This inline script, run first, clears a dismissal that belongs to another id, so a new
 * announcement shows on the very first page.
 */
export function announcementResetHeadTag(bar: AnnouncementBar | undefined): HtmlTagObject[] {
  if (!bar) return [];
  const id = JSON.stringify(bar.id).replace(/</g, '\\u003c');
  const {dismissed, id: idKey} = ANNOUNCEMENT_STORAGE_KEYS;
  return [
    {
      tagName: 'script',
      attributes: {},
      innerHTML: `(function () {
  try {
    var storage = window.localStorage;
    if (storage.getItem('${idKey}') !== ${id}) storage.setItem('${dismissed}', 'false');
  } catch (ignored) {}
})();`,
    },
  ];
}
