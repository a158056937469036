// `search-insights` in a build with the embedded index (see ../index.ts): click analytics are
// off there, so nothing is ever sent.
export default function searchInsights(): void {}
