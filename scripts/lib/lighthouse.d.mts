export type LighthouseSummary = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  bytes: number | null;
};
export declare const LIGHTHOUSE_VERSION: string;
export declare function ensureLighthouse(toolsDir: string): string;
export declare function summarize(report: {
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
}): LighthouseSummary;
export declare function median(values: (number | null)[]): number | null;
export declare function medianSummary(runs: LighthouseSummary[]): LighthouseSummary;
export declare function runLighthouse(
  cli: string,
  url: string,
  options: {chromePath?: string; outFile: string},
): Promise<LighthouseSummary>;
