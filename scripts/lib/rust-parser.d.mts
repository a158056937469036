import type {Node, Parser} from 'web-tree-sitter';
export declare function getRustParser(): Promise<Parser>;
export declare function pathSegments(text: string): string[];
export declare function isPub(node: Node): boolean;
export declare function attributesOf(node: Node): string[];
export declare function useLeaves(node: Node, prefix?: string[]): {path: string[]; alias: string | null; glob: boolean}[];
