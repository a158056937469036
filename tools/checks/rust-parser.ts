// One tree-sitter Rust parser for the scripts and tests that read Rust: the content rules (does a
// block parse?), the API reference generator (what does a crate export?) and the API check (does a
// page use names that exist?).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Language, Parser, type Node} from 'web-tree-sitter';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function loadRustParser(): Promise<Parser> {
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(path.join(ROOT, 'node_modules/tree-sitter-rust/tree-sitter-rust.wasm')));
  return parser;
}

// The promise is what is kept, not the parser: the build asks for it from many code blocks at once,
// and each caller arriving before the first load finished would load the grammar again (each load
// adds a copy of the grammar's tables to tree-sitter's WebAssembly memory, which never shrinks).
let parser: Promise<Parser> | undefined;
export function getRustParser(): Promise<Parser> {
  parser ??= loadRustParser();
  return parser;
}

/** The `::`-separated segments of a path node's text (`::a::b` and `a :: b` alike). */
export function pathSegments(text: string): string[] {
  return text.replace(/\s+/g, '').replace(/^::/, '').split('::').filter(Boolean);
}

/** Whether an item node (fn, struct, use, mod…) is plainly `pub` (not `pub(crate)` or private). */
export function isPub(node: Node): boolean {
  const vis = node.namedChildren.find((c) => c?.type === 'visibility_modifier');
  return vis !== undefined && vis !== null && vis.text.replace(/\s+/g, '') === 'pub';
}

/** The outer attributes (`#[…]`) written directly before an item, as their inner text. */
export function attributesOf(node: Node): string[] {
  const attrs: string[] = [];
  let prev = node.previousNamedSibling;
  while (prev && (prev.type === 'attribute_item' || prev.type === 'line_comment' || prev.type === 'block_comment')) {
    if (prev.type === 'attribute_item') attrs.unshift(prev.text.replace(/^#\[\s*/, '').replace(/\]$/, ''));
    prev = prev.previousNamedSibling;
  }
  return attrs;
}

/**
 * The leaves of a `use` tree: `a::{b as c, d::*}` gives `a::b` as `c` and the glob `a::d::*`.
 */
export type UseLeaf = {path: string[]; alias: string | null; glob: boolean};

export function useLeaves(node: Node, prefix: string[] = []): UseLeaf[] {
  switch (node.type) {
    case 'identifier':
    case 'scoped_identifier':
    case 'crate':
    case 'self':
    case 'super':
    case 'metavariable': {
      const segs = [...prefix, ...pathSegments(node.text)];
      // `use a::{self}` names the module `a` itself.
      if (segs.at(-1) === 'self' && segs.length > 1) segs.pop();
      return [{path: segs, alias: null, glob: false}];
    }
    case 'use_as_clause': {
      const [target, alias] = [node.childForFieldName('path'), node.childForFieldName('alias')];
      return target ? useLeaves(target, prefix).map((leaf) => ({...leaf, alias: alias?.text ?? null})) : [];
    }
    case 'use_wildcard': {
      const base = node.namedChildren[0];
      return [{path: [...prefix, ...(base ? pathSegments(base.text) : [])], alias: null, glob: true}];
    }
    case 'scoped_use_list': {
      const base = node.childForFieldName('path');
      const list = node.childForFieldName('list');
      const next = [...prefix, ...(base ? pathSegments(base.text) : [])];
      return list ? useLeaves(list, next) : [];
    }
    case 'use_list':
      return node.namedChildren.flatMap((child) => (child ? useLeaves(child, prefix) : []));
    default:
      return [];
  }
}
