#!/bin/sh
# Production build: Docusaurus's build (with STRICT_BUILD=1, as `npm test` and CI run it, Docusaurus
# itself fails on a broken link, anchor, Markdown link or duplicate route: config/buildChecks.ts),
# then tools/build/build.ts finishes the pages: their security policy and their `x.html` copies.
# A shell runs the two one after the other, so nothing waits beside Docusaurus while it builds
# (a TypeScript wrapper waiting there added three processes, about 140 MB, to the build's peak).
# Usage: npm run build [-- --out-dir DIR]   (environment passes through, e.g. ALGOLIA_*)
set -e
node_modules/.bin/docusaurus build "$@"
# tsx as a loader of this node rather than its CLI, which would start a second node to run the script.
exec node --import tsx tools/build/build.ts "$@"
