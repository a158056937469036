import type {LighthouseSummary} from './lighthouse.mjs';

export type PageVisit = {scriptMs: number | null; bytes: number; highlighter: number};
export type BuildResult = {wallMs: number; htmlPages: number; perPageMs: number; maxRssKb: number | null; peakTreeRssKb: number};
export type Site = 'ours' | 'vanilla';
export type BenchResults = {
  date?: string;
  commit?: string;
  docusaurus?: string;
  machine?: {cpu?: string; cores?: number; memoryGb?: number; node?: string; loadAverage?: number[]; loadAverageAtEnd?: number[]};
  runs?: number;
  viewport?: {width: number; height: number};
  pages?: {id: string; url: string; kind: 'code' | 'plain'}[];
  visits?: Partial<Record<Site, Record<string, PageVisit[]>>>;
  lighthouse?: Partial<Record<Site, Record<string, Partial<LighthouseSummary>[]>>>;
  builds?: Partial<Record<Site, Partial<Record<'cold1' | 'warm1' | 'cold3', BuildResult>>>>;
  notes?: string[];
};
export declare const PAGE_BUDGETS: {scripting: {code: number; plain: number}; tbt: number; bytes: number};
export declare function pageMedians(
  results: BenchResults,
  site: Site,
  url: string,
): {scriptMs: number | null; bytes: number | null; highlighter: number | null; tbt: number | null};
export declare const PAGE_HEADER: string[];
export declare function pageRows(results: BenchResults): string[][];
export declare const BUILD_HEADER: string[];
export declare function buildRows(results: BenchResults): string[][];
export declare function formatTable(header: string[], rows: string[][]): string;
export declare function formatReport(results: BenchResults): string;
