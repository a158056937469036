// What in a Docusaurus build log means the site has a defect a reader would hit.
const BUILD_LOG_DEFECTS = [
  {name: 'broken link', pattern: /found broken links/i},
  {name: 'broken anchor', pattern: /found broken anchors/i},
  {name: 'broken Markdown link', pattern: /Markdown link with URL .* couldn't be resolved|markdown links? couldn't be resolved/i},
  {name: 'duplicate route', pattern: /duplicate routes found/i},
];

/** The defects a build log reports (empty when clean). */
export function buildLogDefects(log) {
  return BUILD_LOG_DEFECTS.filter(({pattern}) => pattern.test(log)).map(({name}) => name);
}
