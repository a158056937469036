export declare function contentType(file: string): string;
export declare function resolveFile(root: string, urlPath: string): string | null;
export declare function serveStatic(dir: string, port?: number): Promise<{url: string; close: () => Promise<void>}>;
