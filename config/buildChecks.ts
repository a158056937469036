import type {ReportingSeverity} from '@docusaurus/types';

/**
 * What Docusaurus does with a defect a reader would hit: a broken link, a `#fragment` that is no id
 * on its page, a Markdown link to a file that does not exist, two pages on one route.
 * Strict (`STRICT_BUILD=1`, the build of `npm test` and CI): each one fails the build.
 * Otherwise, while writing: a broken link fails the build and the other three are warnings, so a
 * page in progress still builds.
 */
export function buildChecks(strict: boolean) {
  const severity = (writing: ReportingSeverity): ReportingSeverity => (strict ? 'throw' : writing);
  return {
    onBrokenLinks: severity('throw'),
    onBrokenAnchors: severity('warn'),
    onDuplicateRoutes: severity('warn'),
    onBrokenMarkdownLinks: severity('warn'),
  };
}
