import type {Browser} from '@playwright/test';

export type Bytes = {raw: number; gzip: number};
export type Tally = {html: Bytes; js: Bytes; css: Bytes; other: Bytes; total: Bytes};
export type Request = {
  url: string;
  kind: 'html' | 'js' | 'css' | 'other';
  prefetch: boolean;
  raw: number;
  gzip: number;
  highlighter: boolean;
};
export declare const HIGHLIGHTER_CODE: RegExp;
export declare function kindOf(resourceType: string, contentType?: string): 'html' | 'js' | 'css' | 'other';
export declare function visitWeight(
  browser: Browser,
  url: string,
  options?: {viewport?: {width: number; height: number}; cpuSlowdown?: number},
): Promise<{
  firstVisit: Tally;
  prefetch: Tally;
  withPrefetch: Tally;
  highlighter: number;
  scriptMs: number | null;
  requests: Request[];
}>;
