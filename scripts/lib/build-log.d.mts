export declare const BUILD_LOG_DEFECTS: {name: string; pattern: RegExp}[];
export declare function buildLogDefects(log: string): string[];
