import type {Tally} from './browser-weight.mjs';
import type {LighthouseSummary} from './lighthouse.mjs';

export type Bytes = {raw: number; gzip: number};
export type SiteResults = {
  main?: Bytes & {file: string};
  visits?: Record<string, {firstVisit: Tally; prefetch: Tally; withPrefetch: Tally}>;
  build?: {wallMs: number; htmlPages: number; perPageMs: number; maxRssKb: number | null; peakTreeRssKb: number};
  lighthouse?: Record<string, {median: LighthouseSummary; runs: LighthouseSummary[]}>;
};
export declare const PAGE_LABELS: Record<'home' | 'doc' | 'tutorial' | 'blog', string>;
export declare function benchRows(results: {ours?: SiteResults; vanilla?: SiteResults}): string[][];
export declare function formatTable(rows: string[][]): string;
