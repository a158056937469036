export type Weight = {raw: number; gzip: number; files: string[]};
export declare function pageFile(buildDir: string, pagePath: string): string;
export declare function firstVisitAssets(html: string): {scripts: string[]; styles: string[]};
export declare function pageWeight(buildDir: string, pagePath: string, baseUrl?: string): {html: Weight; css: Weight; js: Weight};
