import type {Browser} from '@playwright/test';

export type Bytes = {raw: number; gzip: number};
export type Tally = {html: Bytes; js: Bytes; css: Bytes; other: Bytes; total: Bytes};
export type Request = {url: string; kind: 'html' | 'js' | 'css' | 'other'; prefetch: boolean; raw: number; gzip: number};
export declare function kindOf(resourceType: string, contentType?: string): 'html' | 'js' | 'css' | 'other';
export declare function visitWeight(
  browser: Browser,
  url: string,
): Promise<{firstVisit: Tally; prefetch: Tally; withPrefetch: Tally; requests: Request[]}>;
