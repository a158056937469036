export declare function inlineScripts(html: string): string[];
export declare function scriptHash(text: string): string;
export declare function withSecurityPolicy(html: string, policyFor: (hashes: string[]) => string, referrerPolicy: string): string;
export declare function applySecurityPolicy(
  dir: string,
  policyFor: (hashes: string[]) => string,
  referrerPolicy: string,
): Promise<number>;
