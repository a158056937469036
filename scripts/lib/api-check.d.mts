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
  /** Where things are defined (see scripts/api-reference.mjs): [index into files, line, signature, summary]. */
  files: string[];
  /** Canonical path → its definition; any other path to it → the canonical path. */
  definitions: Record<string, DefinitionRow | string>;
  /** Canonical path of a type or trait → its associated items' definitions by name. */
  members: Record<string, Record<string, DefinitionRow>>;
  /** Attribute family (a key of `attributes`) → where each argument is parsed. */
  attributeDefinitions: Record<string, Record<string, DefinitionRow>>;
}
export type DefinitionRow = [fileIndex: number, line: number, signature: string, summary: string];
/** What a Rust block brings into scope (its imports, macros, storage fields, types). */
export interface BlockScope {
  aliases: Map<string, string[]>;
  localMacros?: Set<string>;
  storageFields?: Map<string, string>;
  declaredTypes?: Set<string>;
  openGlob?: boolean;
}
export interface BlockProblem {
  line: number;
  message: string;
  name: string;
}
export declare function versionOfPage(file: string): string;
export declare function loadReference(version: string): ApiReference;
export declare function nearest(name: string, candidates: Iterable<string>): string | null;
export declare function listedPrefix(
  segs: string[],
  ref: ApiReference,
): {length: number; prefix: string; kind: string; def: string} | null;
export declare function cleanPath(text: string): string[];
export declare function attributeArgNames(tokenText: string): string[];
export declare function blockScope(code: string, version: string): Promise<BlockScope>;
export declare function expandPath(segs: string[], scope: BlockScope): string[];
export declare function attributeFamily(segs: string[]): string;
export declare const ENV_RECEIVER: RegExp;
export declare function checkPath(
  segs: string[],
  ref: ApiReference,
  want?: 'macro' | 'attribute' | 'derive',
): {message: string; suggestion: string | null} | null;
export declare function checkRustBlock(code: string, version: string, options?: {fragment?: boolean}): Promise<BlockProblem[]>;
export declare function checkInlineCode(body: string, version: string): BlockProblem[];
export declare function checkPageApi(file: string, source: string): Promise<string[]>;
export declare function checkApiPages(targets?: string[]): Promise<{file: string; problems: string[]}[]>;
