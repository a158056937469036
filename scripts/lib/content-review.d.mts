export declare const REVIEW_SCOPES: {log: string; dir: string; tag: string}[];
export declare const CLAIM_STATUSES: string[];
export declare function reviewStatus(): Promise<
  {scope: string; page: string; claims: {claim: string; evidence: string; status: string}[]; problems: string[]}[]
>;
export declare function stamp(files: string[]): void;
