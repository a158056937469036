export declare const API_VERSIONS: Record<'v3' | 'v4' | 'v5' | 'v6', string>;
export interface ApiReference {
  version: string;
  tag: string;
  commit: string;
  crates: string[];
  attributes: Record<string, string[]>;
  contractAliases: string[];
  e2eClient: string[];
  methods: Record<string, string[]>;
  paths: Record<string, string>;
}
export interface BlockProblem {
  line: number;
  message: string;
  name: string;
}
export declare function versionOfPage(file: string): string;
export declare function loadReference(version: string): ApiReference;
export declare function nearest(name: string, candidates: Iterable<string>): string | null;
export declare function checkPath(
  segs: string[],
  ref: ApiReference,
  want?: 'macro' | 'attribute' | 'derive',
): {message: string; suggestion: string | null} | null;
export declare function checkRustBlock(code: string, version: string, options?: {fragment?: boolean}): Promise<BlockProblem[]>;
export declare function checkInlineCode(body: string, version: string): BlockProblem[];
export declare function checkPageApi(file: string, source: string): Promise<string[]>;
export declare function checkApiPages(targets?: string[]): Promise<{file: string; problems: string[]}[]>;
