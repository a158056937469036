// Usage: npm run check -- reference <path to a git clone of use-ink/ink> [v6 v5 …]
//
// Writes tests/fixtures/api/<version>.json: what the ink! crates make public at the release tag each
// docs version documents. The API check (api-check.ts) tests every Rust block of that
// version's pages against it. The clone needs the release tags (`git fetch --tags`); nothing is
// checked out: every file is read with `git show <tag>:<path>`.
//
// What is listed, all read from the crates' source with tree-sitter, cfg attributes ignored:
// - paths: every public path under every crate of the workspace (`ink::env::caller`, `ink_e2e::alice`),
//   following `pub mod`, `pub use` (renames and globs), `#[macro_export]` and proc macros. A path into a
//   crate outside the workspace (`ink::scale`, `ink::prelude::vec`) is listed once as `external`:
//   anything below it is accepted.
// - methods: per type or trait name, its associated functions and the methods of the traits the
//   workspace implements for it (`Mapping` → insert, get, …; `EnvAccess` → caller, …).
// - attributes: the arguments each ink! attribute accepts (`#[ink(...)]`, `#[ink::contract(...)]`,
//   `#[ink_e2e::test(...)]`, …), read from the IR's and the macros' argument parsers.
//
// And where each is defined, for the links and hover cards of the site's code (looked up with
// api-definitions.ts), as rows [index into `files`, line, signature, summary]: the line
// of the item itself (`pub fn`, `pub struct`, `macro_rules!`, a proc macro's `pub fn`), its
// declaration up to the body or `where` on one line (≤ 160 characters), and the first sentence of
// its doc comment with links reduced to their text (≤ 200):
// - definitions: per path, once under its canonical path (the one under `ink::` if any, else the
//   shortest); a re-export maps to the canonical path (a path below a re-exported module is left
//   out: `ink_env` → `ink::env` covers `ink_env::caller`). External and macro-generated items have
//   none. A file module is defined where its `//!` comment starts, a crate at its root file's.
// - members: per canonical path of a type or trait, its associated items: inherent `pub` items, the
//   items of trait impls (a provided method the impl does not override: at the trait), enum variants.
//   What `#[derive(…)]` adds has none.
// - attributeDefinitions: per attribute family, where the parser matches each argument.
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './content-rules';
import type {Node, Parser} from 'web-tree-sitter';
import {API_VERSIONS, type ApiReference, type DefinitionRow} from './api-check';
import {attributesOf, getRustParser, isPub, pathSegments, useLeaves} from './rust-parser';

/** Where an item is defined: its file at the tag, its 1-based line, its declaration and its doc's first sentence. */
type Location = {file: string; line: number; signature: string; summary: string};
/** The file being read, and the line the parsed text starts at (0, or where a `cfg_if!` branch starts). */
type Source = {file: string; row: number};
type Crate = {name: string; root: string; procMacro: boolean};
type ItemKind = 'fn' | 'struct' | 'union' | 'type' | 'const' | 'static' | 'enum' | 'trait' | 'macro' | 'attribute' | 'derive';
/** A name a module declares: a child module, a `use` (re-export or import) or an item. */
type Entry =
  | {kind: 'mod'; pub: boolean; mod: number}
  | {kind: 'use'; pub: boolean; path: string[]; from: number}
  | {kind: ItemKind; pub: boolean; def: string; loc: Location};
type Glob = {path: string[]; pub: boolean; from: number};
type Module = {crate: string; parent: number | null; entries: Map<string, Entry[]>; globs: Glob[]; loc: Location | null};
/** What a name resolves to. */
type Entity = {type: 'mod'; mod: number} | {type: 'item'; kind: string; def: string; loc: Location | null} | {type: 'external'};
/** An associated item's definition; the lower the rank, the more it is the item's own. */
type Member = {loc: Location; rank: number};
type ImplMember = {crate: string; type: string; trait: string | null; name: string; loc: Location};
/** [trait, type, crate] */
type TraitImpl = [trait: string, type: string, crate?: string];
type Model = ReturnType<typeof buildModel>;

/** The clone being read (set by generateReferences). */
let repo = '';
let rustParser: Parser | undefined;
function parser(): Parser {
  if (!rustParser) throw new Error('the Rust parser is not loaded');
  return rustParser;
}
function parse(code: string): {rootNode: Node; delete: () => void} {
  const tree = parser().parse(code);
  if (!tree) throw new Error('tree-sitter could not parse the source');
  return tree;
}

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** The workspace's crates at a tag: name, root file, whether it is a proc-macro crate. */
function cratesAt(tag: string, files: string[]): Crate[] {
  const crates: Crate[] = [];
  for (const manifest of files.filter((f) => /^crates\/(.+\/)?Cargo\.toml$/.test(f))) {
    if (/\/(tests?|fuzz|ui)\//.test(manifest)) continue;
    const toml = git('show', `${tag}:${manifest}`);
    const pkg = /\[package\][^[]*?\bname\s*=\s*"([^"]+)"/.exec(toml)?.[1];
    if (!pkg) continue;
    const lib = /\[lib\]([^[]*)/.exec(toml)?.[1] ?? '';
    const dir = path.posix.dirname(manifest);
    const root = path.posix.join(dir, /\bpath\s*=\s*"([^"]+)"/.exec(lib)?.[1] ?? 'src/lib.rs');
    if (!files.includes(root)) continue;
    crates.push({
      name: (/\bname\s*=\s*"([^"]+)"/.exec(lib)?.[1] ?? pkg).replace(/-/g, '_'),
      root,
      procMacro: /proc-macro\s*=\s*true/.test(lib),
    });
  }
  return crates;
}

/** The model of one tag: modules with their entries, methods per type name, trait impls. */
function buildModel(tag: string) {
  const files = git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean);
  const fileSet = new Set(files);
  const crates = cratesAt(tag, files);
  const crateNames = new Set(crates.map((c) => c.name));
  const modules: Module[] = [];
  const roots = new Map<string, number>(); // crate name → its root module
  const methods = new Map<string, Set<string>>(); // type or trait name → associated names
  const traitItems = new Map<string, Set<string>>(); // trait name → item names
  const traitImpls: TraitImpl[] = [];
  const typesByCrate = new Map<string, Set<string>>(); // crate name → type and trait names it defines or implements on
  // Where things are defined (see locate()): the types and traits by name with their crate, the
  // associated items of each (keyed by the type's location), and the impl members to attach to them.
  const typeDefs = new Map<string, {crate: string; loc: Location}[]>(); // type or trait name → where
  const members = new Map<Location, Map<string, Member>>(); // type or trait location → its items
  const implMembers: ImplMember[] = []; // `trait` null for an inherent impl
  const addTypeDef = (name: string, crate: string, loc: Location) => {
    typeDefs.set(name, [...(typeDefs.get(name) ?? []), {crate, loc}]);
    members.set(loc, new Map());
  };
  const setOf = <K, V>(map: Map<K, Set<V>>, key: K): Set<V> => {
    const set = map.get(key) ?? new Set<V>();
    map.set(key, set);
    return set;
  };
  const addMethod = (type: string, name: string, crate?: string) => {
    setOf(methods, type).add(name);
    if (crate) setOf(typesByCrate, crate).add(type);
  };
  const membersAt = (loc: Location): Map<string, Member> => {
    const items = members.get(loc) ?? new Map<string, Member>();
    members.set(loc, items);
    return items;
  };
  const rootOf = (crate: string): number => {
    const root = roots.get(crate);
    if (root === undefined) throw new Error(`no root module for crate ${crate}`);
    return root;
  };
  const moduleAt = (mod: number): Module => {
    const module = modules[mod];
    if (!module) throw new Error(`no module ${mod}`);
    return module;
  };

  // What `#[derive(...)]` adds to a type, for the derives ink!'s types use.
  function addDerived(type: string, attrs: string[], crate: string) {
    for (const attr of attrs) {
      const derives = /^(?:cfg_attr\(.*?,\s*)?derive\(([^)]*)\)/.exec(attr)?.[1] ?? '';
      for (const derive of derives.split(',').map((d) => d.trim().split('::').at(-1) ?? '')) {
        for (const name of DERIVED_ITEMS[derive] ?? []) addMethod(type, name, crate);
      }
    }
  }

  function newModule(crate: string, parent: number | null): number {
    modules.push({crate, parent, entries: new Map(), globs: [], loc: null});
    return modules.length - 1;
  }
  function addEntry(mod: number, name: string, entry: Entry) {
    const entries = moduleAt(mod).entries;
    entries.set(name, [...(entries.get(name) ?? []), entry]);
  }

  function readItems(mod: number, crate: Crate, node: Node, src: Source, childDir: string) {
    for (const item of node.namedChildren) if (item) readItem(mod, crate, item, src, childDir);
  }

  function readItem(mod: number, crate: Crate, item: Node, src: Source, childDir: string, docNode = item): void {
    // `decl_derive!(…);` at item level parses as a statement around the macro call.
    const statement = item.namedChildren[0];
    if (item.type === 'expression_statement' && statement?.type === 'macro_invocation') {
      readItem(mod, crate, statement, src, childDir, item);
      return;
    }
    const name = item.childForFieldName('name')?.text ?? '';
    const pub = isPub(item);
    const attrs = attributesOf(item);
    const here = (node = item, docs = node): Location => locate(node, src, docs);
    switch (item.type) {
      case 'mod_item': {
        const child = newModule(crate.name, mod);
        addEntry(mod, name, {kind: 'mod', pub, mod: child});
        const body = item.childForFieldName('body');
        const pathAttr = attrs.map((a) => /^path\s*=\s*"([^"]+)"/.exec(a)?.[1]).find(Boolean);
        // An inline module is defined at its `mod` line; a file module by its file, from its `//!`
        // comment (past the licence header; else line 1), summarised by the `///` on its `mod` line
        // or else by that `//!` comment.
        const module = moduleAt(child);
        module.loc = here();
        if (body) {
          readItems(child, crate, body, src, path.posix.join(childDir, name));
        } else {
          const candidates = pathAttr
            ? [path.posix.join(childDir, pathAttr)]
            : [path.posix.join(childDir, `${name}.rs`), path.posix.join(childDir, name, 'mod.rs')];
          const found = candidates.find((c) => fileSet.has(c));
          if (found) {
            const inner = readFile(child, crate, found);
            module.loc = {
              ...module.loc,
              file: found,
              line: inner.line,
              summary: module.loc.summary || inner.summary,
            };
          }
        }
        return;
      }
      case 'function_item':
      case 'function_signature_item': {
        if (crate.procMacro && pub) {
          const macro = attrs.map((a) => /^proc_macro(_attribute)?\b/.exec(a)).find(Boolean);
          const derive = attrs.map((a) => /^proc_macro_derive\(\s*(\w+)/.exec(a)?.[1]).find(Boolean);
          const loc = here();
          if (macro) addEntry(rootOf(crate.name), name, {kind: macro[1] ? 'attribute' : 'macro', pub: true, def: name, loc});
          if (derive) addEntry(rootOf(crate.name), derive, {kind: 'derive', pub: true, def: derive, loc});
          return;
        }
        addEntry(mod, name, {kind: 'fn', pub, def: name, loc: here()});
        return;
      }
      case 'struct_item':
      case 'union_item': {
        const loc = here();
        addDerived(name, attrs, crate.name);
        addTypeDef(name, crate.name, loc);
        addEntry(mod, name, {kind: item.type === 'union_item' ? 'union' : 'struct', pub, def: name, loc});
        return;
      }
      case 'type_item':
      case 'const_item':
      case 'static_item':
        addEntry(mod, name, {kind: SIMPLE_ITEM_KINDS[item.type] ?? 'type', pub, def: name, loc: here()});
        return;
      case 'enum_item': {
        const loc = here();
        addDerived(name, attrs, crate.name);
        addTypeDef(name, crate.name, loc);
        addEntry(mod, name, {kind: 'enum', pub, def: name, loc});
        const variants = item.childForFieldName('body')?.namedChildren.filter((c) => c?.type === 'enum_variant') ?? [];
        for (const variant of variants) {
          const variantName = variant?.childForFieldName('name')?.text;
          if (!variant || variantName === undefined) continue;
          addMethod(name, variantName, crate.name);
          membersAt(loc).set(variantName, {loc: here(variant), rank: 0});
        }
        return;
      }
      case 'trait_item': {
        const loc = here();
        addEntry(mod, name, {kind: 'trait', pub, def: name, loc});
        addTypeDef(name, crate.name, loc);
        const set = traitItems.get(name) ?? new Set<string>();
        setOf(typesByCrate, crate.name).add(name);
        for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
          const memberName = member?.childForFieldName('name')?.text;
          if (member && memberName) {
            set.add(memberName);
            membersAt(loc).set(memberName, {loc: here(member), rank: 0});
          }
        }
        traitItems.set(name, set);
        return;
      }
      case 'impl_item': {
        const type = lastTypeName(item.childForFieldName('type'));
        const trait = lastTypeName(item.childForFieldName('trait'));
        if (!type) return;
        if (trait) traitImpls.push([trait, type, crate.name]);
        for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
          const memberName = member?.childForFieldName('name')?.text;
          if (member && memberName && (trait || isPub(member))) {
            addMethod(type, memberName, crate.name);
            implMembers.push({crate: crate.name, type, trait, name: memberName, loc: here(member)});
          }
        }
        return;
      }
      case 'macro_definition':
        if (attrs.some((a) => /^macro_export\b/.test(a))) {
          const loc = {...here(), signature: `macro_rules! ${name}`};
          addEntry(rootOf(crate.name), name, {kind: 'macro', pub: true, def: name, loc});
        }
        return;
      case 'use_declaration': {
        const arg = item.childForFieldName('argument');
        for (const leaf of arg ? useLeaves(arg) : []) {
          if (leaf.glob) moduleAt(mod).globs.push({path: leaf.path, pub, from: mod});
          else addEntry(mod, leaf.alias ?? leaf.path.at(-1) ?? '', {kind: 'use', pub, path: leaf.path, from: mod});
        }
        return;
      }
      case 'extern_crate_declaration': {
        const alias = item.childForFieldName('alias')?.text ?? name;
        addEntry(mod, alias, {kind: 'use', pub, path: [name], from: mod});
        return;
      }
      case 'macro_invocation': {
        const macro = item.childForFieldName('macro')?.text ?? '';
        const body = item.namedChildren.find((c) => c?.type === 'token_tree');
        // synstructure's `decl_derive!([Storable] => …)` declares a derive macro.
        const derive = /^(?:synstructure::)?decl_derive$/.test(macro) && /^\(\s*\[\s*(\w+)/.exec(body?.text ?? '')?.[1];
        if (derive && crate.procMacro) {
          addEntry(rootOf(crate.name), derive, {kind: 'derive', pub: true, def: derive, loc: here(item, docNode)});
        }
        // `cfg_if! { if #[cfg(…)] { items } else { items } }`: every branch's items exist in some build.
        if (/(^|::)cfg_if$/.test(macro) && body) {
          for (const branch of body.namedChildren) {
            if (branch?.type !== 'token_tree') continue;
            const tree = parse(branch.text.slice(1, -1));
            readItems(mod, crate, tree.rootNode, {file: src.file, row: src.row + branch.startPosition.row}, childDir);
            tree.delete();
          }
        }
        return;
      }
      default:
        return;
    }
  }

  /** Reads a file's items into a module; returns the line and summary of the file's `//!` comment. */
  function readFile(mod: number, crate: Crate, file: string): {line: number; summary: string} {
    const source = git('show', `${tag}:${file}`);
    const tree = parse(source);
    const base = path.posix.basename(file);
    const dir = path.posix.dirname(file);
    // Children of lib.rs and mod.rs live beside them; children of foo.rs live in foo/.
    const childDir =
      base === 'lib.rs' || base === 'mod.rs' || file === crate.root ? dir : path.posix.join(dir, base.replace(/\.rs$/, ''));
    readItems(mod, crate, tree.rootNode, {file, row: 0}, childDir);
    const inner = innerDocs(tree.rootNode);
    const found = {line: (inner[0]?.startPosition.row ?? 0) + 1, summary: summaryOf(inner.map(docText))};
    tree.delete();
    return found;
  }

  for (const crate of crates) roots.set(crate.name, newModule(crate.name, null));
  for (const crate of crates) {
    const {line, summary} = readFile(rootOf(crate.name), crate, crate.root);
    moduleAt(rootOf(crate.name)).loc = {file: crate.root, line, signature: `crate ${crate.name}`, summary};
  }
  for (const [trait, type] of [...traitImpls, ...GENERATED_IMPLS]) {
    for (const name of traitItems.get(trait) ?? STD_TRAIT_ITEMS[trait] ?? []) addMethod(type, name);
  }
  for (const [trait, set] of traitItems) for (const name of set) addMethod(trait, name);

  // Attach each impl member to the type it is written for: the type of that name in the impl's
  // crate, else the only type of that name in the workspace. An inherent fn wins over a trait
  // impl's, which wins over the trait's own declaration (a provided method the impl does not
  // override). A member of an impl of one of the workspace's traits without a doc comment takes
  // the trait's summary; one of std's or SCALE's traits (`Mapping::default`) has none. What
  // `#[derive(…)]` adds is written nowhere and stays without a definition.
  const typeLoc = (name: string, crate?: string): Location | null => {
    const defs = typeDefs.get(name) ?? [];
    return (defs.find((d) => d.crate === crate) ?? (defs.length === 1 ? defs[0] : null))?.loc ?? null;
  };
  const attach = (typeLocation: Location | null, name: string, found: Member) => {
    const items = typeLocation && members.get(typeLocation);
    const current = items?.get(name);
    if (items && !(current !== undefined && current.rank <= found.rank)) items.set(name, found);
  };
  for (const m of implMembers) {
    const traitLocation = m.trait && typeLoc(m.trait, m.crate);
    const declared = traitLocation ? members.get(traitLocation)?.get(m.name) : undefined;
    const loc = declared && !m.loc.summary ? {...m.loc, summary: declared.loc.summary} : m.loc;
    attach(typeLoc(m.type, m.crate), m.name, {loc, rank: m.trait ? 1 : 0});
  }
  for (const [trait, type, crate] of [...traitImpls, ...GENERATED_IMPLS]) {
    const traitLocation = typeLoc(trait, crate);
    for (const [name, found] of (traitLocation && members.get(traitLocation)) || []) {
      attach(typeLoc(type, crate), name, {loc: found.loc, rank: 2});
    }
  }
  return {tag, crates, crateNames, modules, roots, methods, typesByCrate, members};
}

// Items of traits from outside the workspace that ink!'s types implement or derive.
const STD_TRAIT_ITEMS: Record<string, string[]> = {
  Default: ['default'],
  Clone: ['clone'],
  Debug: ['fmt'],
  Display: ['fmt'],
  PartialEq: ['eq', 'ne'],
  From: ['from'],
  TryFrom: ['try_from'],
  AsRef: ['as_ref'],
  AsMut: ['as_mut'],
  FromStr: ['from_str'],
  Encode: ['encode', 'encode_to', 'size_hint', 'using_encoded', 'encoded_size'],
  Decode: ['decode'],
  TypeInfo: ['type_info'],
};
const DERIVED_ITEMS: Record<string, string[]> = {
  ...STD_TRAIT_ITEMS,
  Copy: [],
  Eq: [],
  Hash: ['hash'],
  PartialOrd: ['partial_cmp'],
  Ord: ['cmp'],
};
// Trait impls the contract macro writes into every contract (inside `quote!`, so not read above):
// `self.env().emit_event(…)` in ink! 3 and 4.
const GENERATED_IMPLS: TraitImpl[] = [['EmitEvent', 'EnvAccess']];
/** The kind of the items whose kind is their node's type without `_item`. */
const SIMPLE_ITEM_KINDS: Record<string, ItemKind> = {type_item: 'type', const_item: 'const', static_item: 'static'};

// Where an item is defined, for the links and hover cards of the site's code: the file, the line
// of the item itself (not its doc comment or attributes), its declaration up to the body, and the
// first sentence of its doc comment.
const MAX_SIGNATURE = 160;
const MAX_SUMMARY = 200;
const SIGNATURE_END = new Set(['block', 'declaration_list', 'field_declaration_list', 'enum_variant_list', 'where_clause']);

function locate(node: Node, src: Source, docNode = node): Location {
  return {
    file: src.file,
    line: src.row + node.startPosition.row + 1,
    signature: signatureOf(node),
    summary: summaryOf(outerDocs(docNode)),
  };
}

function cap(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 2);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  // Close a code span the cut left open.
  if ((cut.match(/`/g) ?? []).length % 2 === 1) cut += '`';
  return `${cut}…`;
}

/** `pub fn insert<K, V>(&mut self, key: K, value: &V) -> Option<u32>`: up to the body or `where`, on one line. */
function signatureOf(node: Node): string {
  const end = node.namedChildren.find((c) => c !== null && SIGNATURE_END.has(c.type));
  const text = (end ? node.text.slice(0, end.startIndex - node.startIndex) : node.text)
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/([([<]) /g, '$1')
    .replace(/,? ([)\]>])/g, '$1')
    .replace(/[\s;{]+$/, '')
    .trim();
  return cap(text, MAX_SIGNATURE);
}

const isDoc = (comment: Node, marker: string): boolean => comment.namedChildren.some((c) => c?.type === marker);
const docText = (comment: Node): string =>
  (comment.namedChildren.find((c) => c?.type === 'doc_comment')?.text ?? '').replace(/^ ?|\n$/g, '');

/** The lines of the `///` comments (and `#[doc = "…"]` attributes) written before a node. */
function outerDocs(node: Node): string[] {
  const lines: string[] = [];
  for (let prev = node.previousNamedSibling; prev; prev = prev.previousNamedSibling) {
    if (prev.type === 'line_comment') {
      if (isDoc(prev, 'outer_doc_comment_marker')) lines.unshift(docText(prev));
    } else if (prev.type === 'attribute_item') {
      const doc = /^#\[\s*doc\s*=\s*"((?:[^"\\]|\\.)*)"\s*\]$/.exec(prev.text)?.[1];
      if (doc !== undefined) lines.unshift(...doc.replace(/\\"/g, '"').split(/\\n|\n/));
    } else if (prev.type !== 'block_comment') break;
  }
  return lines;
}

/** A file's `//!` comments. */
function innerDocs(root: Node): Node[] {
  return root.namedChildren.filter((c): c is Node => c?.type === 'line_comment' && isDoc(c, 'inner_doc_comment_marker'));
}

/**
 * The first sentence of a doc comment: of its first paragraph (a paragraph that is only a code
 * span, as in `/// \`#[ink(message)]\`` above a description, is skipped), with links reduced to
 * their text and backticks kept.
 */
function summaryOf(lines: string[]): string {
  const paragraphs: string[][] = [[]];
  for (const raw of lines) {
    const line = raw.trim();
    const last = paragraphs.at(-1) ?? [];
    if (line === '') {
      if (last.length > 0) paragraphs.push([]);
    } else last.push(line);
  }
  let paragraph = paragraphs.find((p) => p.length > 0 && !/^`[^`]+`$/.test(p.join(' '))) ?? [];
  const stop = paragraph.findIndex((l) => /^(#|```|~~~)/.test(l));
  if (stop >= 0) paragraph = paragraph.slice(0, stop);
  const text = reduceLinks(paragraph.join(' ').replace(/\s+/g, ' '));
  let ticks = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') ticks++;
    else if (
      text[i] === '.' &&
      ticks % 2 === 0 &&
      (i + 1 === text.length || text[i + 1] === ' ') &&
      !/\b(e\.g|i\.e|etc|vs|cf)$/i.test(text.slice(0, i))
    ) {
      return cap(text.slice(0, i + 1), MAX_SUMMARY);
    }
  }
  return cap(text, MAX_SUMMARY);
}

/** `[text](url)`, `[text][ref]` and `[text]` become `text`; brackets inside code spans stay. */
function reduceLinks(text: string): string {
  return text.replace(
    /\[((?:[^[\]`]|`[^`]*`)+)\](\([^)]*\)|\[[^\]]*\])?/g,
    (match: string, inner: string, _target: string | undefined, offset: number, whole: string) =>
      (whole.slice(0, offset).match(/`/g) ?? []).length % 2 === 1 ? match : inner,
  );
}

function lastTypeName(node: Node | null): string | null {
  if (!node) return null;
  const text = node.text.replace(/<[\s\S]*$/, '').replace(/^&\s*(mut\s+)?|^dyn\s+/, '');
  const name = pathSegments(text).at(-1);
  return name && /^[A-Za-z_]\w*$/.test(name) ? name : null;
}

/**
 * Resolves names the way rustc does for these crates, close enough for a reference list:
 * `crate::`, `self::`, `super::`, sibling names, workspace crates; any other first segment is a
 * crate outside the workspace (external). Returns an entity: {type: 'mod', mod} |
 * {type: 'item', kind, def} | {type: 'external'} | null.
 */
// The names a glob re-export from outside the workspace brings in, where readers use them
// (`ink_e2e::alice()` comes from `pub use subxt_signer::sr25519::dev::*`). Other external globs
// are implementation details and are not followed.
const ALLOC_COLLECTIONS = [
  'BTreeMap',
  'BTreeSet',
  'BinaryHeap',
  'LinkedList',
  'VecDeque',
  'binary_heap',
  'btree_map',
  'btree_set',
  'linked_list',
  'vec_deque',
];
const EXTERNAL_GLOBS: Record<string, string[]> = {
  'subxt_signer::sr25519::dev': ['alice', 'bob', 'charlie', 'dave', 'eve', 'ferdie', 'one', 'two'],
  'sr25519::dev': ['alice', 'bob', 'charlie', 'dave', 'eve', 'ferdie', 'one', 'two'],
  // `ink::prelude::collections`: what `alloc` has (a contract builds without `std`).
  'std::collections': ALLOC_COLLECTIONS,
  'alloc::collections': ALLOC_COLLECTIONS,
};

function resolver(model: Model) {
  const {modules, roots, crateNames} = model;
  const active = new Set<string>();
  const moduleAt = (mod: number): Module => {
    const module = modules[mod];
    if (!module) throw new Error(`no module ${mod}`);
    return module;
  };

  function lookup(mod: number, name: string, pubOnly: boolean): Entity | null {
    const key = `${mod}:${name}:${pubOnly}`;
    if (active.has(key)) return null;
    active.add(key);
    try {
      for (const entry of moduleAt(mod).entries.get(name) ?? []) {
        if (pubOnly && !entry.pub) continue;
        const found = entity(entry);
        if (found) return found;
      }
      for (const glob of moduleAt(mod).globs) {
        if (pubOnly && !glob.pub) continue;
        const target = resolve(glob.from, glob.path);
        // A glob from a crate outside the workspace could supply any name; such globs are
        // implementation details (`#[doc(hidden)] pub use polkavm_derive::*`) and are not followed.
        if (target?.type === 'mod') {
          const found = lookup(target.mod, name, true);
          if (found) return found;
        } else if (target?.type === 'external' && EXTERNAL_GLOBS[glob.path.join('::')]?.includes(name)) {
          return {type: 'external'};
        }
      }
      return null;
    } finally {
      active.delete(key);
    }
  }

  function entity(entry: Entry): Entity | null {
    if (entry.kind === 'mod') return {type: 'mod', mod: entry.mod};
    // A re-export the resolver cannot follow names an item generated by a macro
    // (`create_sandbox!(DefaultSandbox)`): the `pub use` itself proves the name exists.
    if (entry.kind === 'use')
      return resolve(entry.from, entry.path) ?? {type: 'item', kind: 'generated', def: entry.path.at(-1) ?? '', loc: null};
    return {type: 'item', kind: entry.kind, def: entry.def, loc: entry.loc};
  }

  function resolve(from: number, segs: string[]): Entity | null {
    if (segs.length === 0) return null;
    let current: Entity | null;
    let rest = segs;
    const crateRoot = (mod: number): number => roots.get(moduleAt(mod).crate) ?? mod;
    const [first = ''] = segs;
    if (first === 'crate' || first === '$crate') current = {type: 'mod', mod: crateRoot(from)};
    else if (first === 'self') current = {type: 'mod', mod: from};
    else if (first === 'super') current = {type: 'mod', mod: moduleAt(from).parent ?? from};
    else {
      current = lookup(from, first, false);
      const root = roots.get(first);
      if (!current && crateNames.has(first) && root !== undefined) current = {type: 'mod', mod: root};
      if (!current) return {type: 'external'};
    }
    rest = segs.slice(1);
    for (const seg of rest) {
      if (current.type === 'external') return current;
      if (current.type !== 'mod') return null; // associated items are checked through `methods`
      if (seg === 'super') current = {type: 'mod', mod: moduleAt(current.mod).parent ?? current.mod};
      else if (seg === 'self') continue;
      else current = lookup(current.mod, seg, moduleAt(current.mod).crate !== moduleAt(from).crate);
      if (!current) return null;
    }
    return current;
  }

  /** Every public name of a module, resolved. */
  function publicNames(mod: number, seen = new Set<number>()): Set<string> {
    const names = new Set<string>();
    if (seen.has(mod)) return names;
    seen.add(mod);
    for (const [name, entries] of moduleAt(mod).entries) if (entries.some((e) => e.pub)) names.add(name);
    for (const glob of moduleAt(mod).globs.filter((g) => g.pub)) {
      const target = resolve(glob.from, glob.path);
      if (target?.type === 'mod') for (const name of publicNames(target.mod, seen)) names.add(name);
      else if (process.env.API_REFERENCE_DEBUG)
        console.error(`external glob in ${moduleAt(mod).crate}: ${glob.path.join('::')}::*`);
      for (const name of EXTERNAL_GLOBS[glob.path.join('::')] ?? []) names.add(name);
    }
    return names;
  }

  return {lookup, publicNames, moduleAt};
}

const MAX_DEPTH = 7;

/** Every public path with its kind, and where each path's item is defined (a location object, shared by re-exports). */
function listPaths(model: Model): {paths: Record<string, string>; locations: Map<string, Location>} {
  const {lookup, publicNames, moduleAt} = resolver(model);
  const paths: Record<string, string> = {};
  const locations = new Map<string, Location>();
  function walk(mod: number, prefix: string, chain: number[]) {
    for (const name of [...publicNames(mod)].sort()) {
      const found = lookup(mod, name, true);
      if (!found) continue;
      const full = `${prefix}::${name}`;
      if (found.type === 'external') paths[full] = 'external';
      else if (found.type === 'item') {
        paths[full] = found.def === name ? found.kind : `${found.kind} ${found.def}`;
        if (found.loc) locations.set(full, found.loc);
      } else {
        paths[full] = 'mod';
        const loc = moduleAt(found.mod).loc;
        if (loc) locations.set(full, loc);
        if (!chain.includes(found.mod) && chain.length < MAX_DEPTH) walk(found.mod, full, [...chain, found.mod]);
      }
    }
  }
  for (const crate of model.crates) {
    const root = model.roots.get(crate.name);
    if (root === undefined) continue;
    paths[crate.name] = 'mod';
    const loc = moduleAt(root).loc;
    if (loc) locations.set(crate.name, loc);
    walk(root, crate.name, [root]);
  }
  return {paths, locations};
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Where each path and each associated item is defined, in three maps:
 * - `files`: the files the definitions are in;
 * - `definitions`: each definition once, under its canonical path (the one under `ink::` if any,
 *   else the one with the fewest segments, the shortest, the first), as [index into files, line,
 *   signature, summary]; any other path to it (a re-export) maps to the canonical path. A path
 *   below a re-exported module is left out when it is the same item under the canonical module
 *   (`ink_env` → `ink::env` stands for `ink_env::caller` → `ink::env::caller`);
 * - `members`: per canonical path of a type or trait, its associated items by name, as
 *   [index into files, line, signature, summary];
 * - `attributeDefinitions`: per attribute family of `attributes`, where each argument is parsed,
 *   in the same form.
 */
function listDefinitions(
  model: Model,
  locations: Map<string, Location>,
  attributeLocations: [string, Map<string, Location>][],
): Pick<ApiReference, 'files' | 'definitions' | 'members' | 'attributeDefinitions'> {
  const pathsOf = new Map<Location, string[]>(); // location → its paths
  for (const [full, loc] of locations) pathsOf.set(loc, [...(pathsOf.get(loc) ?? []), full]);
  const rank = (p: string): [number, number, number] => [p.startsWith('ink::') ? 0 : 1, p.split('::').length, p.length];
  const canonicalOf = (all: string[]): string | undefined =>
    [...all].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || byText(a, b);
    })[0];
  const canonical = new Map<string, string>(); // path → canonical path
  const defined = new Map<string, Location>(); // canonical path → location
  for (const [loc, all] of pathsOf) {
    const chosen = canonicalOf(all);
    if (chosen === undefined) continue;
    defined.set(chosen, loc);
    for (const p of all) canonical.set(p, chosen);
  }
  const files = [...new Set([...pathsOf.keys()].map((loc) => loc.file))];
  const memberLocations: Record<string, Record<string, Location>> = {};
  for (const [path, loc] of [...defined].sort(([a], [b]) => byText(a, b))) {
    const items = [...(model.members.get(loc) ?? [])].sort(([a], [b]) => byText(a, b));
    if (items.length === 0) continue;
    memberLocations[path] = Object.fromEntries(items.map(([name, found]) => [name, found.loc]));
    for (const [, found] of items) files.push(found.loc.file);
  }
  for (const [, parsedAt] of attributeLocations) for (const loc of parsedAt.values()) files.push(loc.file);
  const sortedFiles = [...new Set(files)].sort(byText);
  const fileIndex = new Map(sortedFiles.map((f, i) => [f, i]));
  const row = (loc: Location): DefinitionRow => [fileIndex.get(loc.file) ?? -1, loc.line, loc.signature, loc.summary];
  // A path is implied when the nearest ancestor with its own entry is a re-exported module whose
  // canonical module, with the rest of the path, gives the same canonical path.
  const implied = (p: string): boolean => {
    for (let cut = p.lastIndexOf('::'); cut > 0; cut = p.lastIndexOf('::', cut - 1)) {
      const ancestor = p.slice(0, cut);
      const target = canonical.get(ancestor);
      if (target === undefined) continue;
      return target !== ancestor && `${target}${p.slice(cut)}` === canonical.get(p);
    }
    return false;
  };
  const definitions: Record<string, DefinitionRow | string> = {};
  for (const [p, target] of [...canonical].sort(([a], [b]) => byText(a, b))) {
    const loc = defined.get(p);
    if (target === p) {
      if (loc) definitions[p] = row(loc);
    } else if (!implied(p)) definitions[p] = target;
  }
  const members: Record<string, Record<string, DefinitionRow>> = {};
  for (const [type, items] of Object.entries(memberLocations)) {
    members[type] = Object.fromEntries(Object.entries(items).map(([name, loc]) => [name, row(loc)]));
  }
  const attributeDefinitions = Object.fromEntries(
    attributeLocations.map(([family, parsedAt]) => [family, Object.fromEntries([...parsedAt].map(([n, loc]) => [n, row(loc)]))]),
  );
  return {files: sortedFiles, definitions, members, attributeDefinitions};
}

/** The reference as JSON: one key or item a line, and one definition a line (they are many and short). */
function serialize(reference: ApiReference): string {
  const {files, definitions, members, attributeDefinitions, ...rest} = reference;
  const head = JSON.stringify(rest, null, 1).replace(/\n\}$/, '');
  const lines = (entries: [string, string][], indent: string): string =>
    entries.map(([key, value]) => `${indent}${JSON.stringify(key)}: ${value}`).join(',\n');
  const flat = (object: Record<string, unknown>, indent: string): string =>
    lines(
      Object.entries(object).map(([k, v]): [string, string] => [k, JSON.stringify(v)]),
      indent,
    );
  const nested = (object: Record<string, Record<string, DefinitionRow>>): string =>
    lines(
      Object.entries(object).map(([k, items]): [string, string] => [
        k,
        Object.keys(items).length > 0 ? `{\n${flat(items, '   ')}\n  }` : '{}',
      ]),
      '  ',
    );
  return (
    `${head},\n "files": ${JSON.stringify(files, null, 1).replace(/\n/g, '\n ')},\n` +
    ` "definitions": {\n${flat(definitions, '  ')}\n },\n "members": {\n${nested(members)}\n },\n` +
    ` "attributeDefinitions": {\n${nested(attributeDefinitions)}\n }\n}\n`
  );
}

/**
 * Argument names an attribute's parser accepts: `is_ident("x")`, `"x" =>` arms, darling fields.
 * Also where each is parsed (its first match): the file, the line, that line as the signature, and
 * as the summary the doc comment above it, or for a match arm the doc comment of the enum variant it
 * builds (`"message" => Ok(AttributeArg::Message)` → the docs of `AttributeArg::Message`).
 */
function argumentNames(tag: string, files: string[]): {names: string[]; parsedAt: Map<string, Location>} {
  const names = new Set<string>();
  const parsedAt = new Map<string, Location>(); // name → location
  for (const file of files) {
    let source: string;
    try {
      source = git('show', `${tag}:${file}`);
    } catch {
      continue;
    }
    source = source.split(/#\[cfg\(test\)\]\s*mod\s+\w+\s*\{/)[0] ?? '';
    const lines = source.split('\n');
    const found = (name: string, index: number) => {
      names.add(name);
      if (parsedAt.has(name)) return;
      const row = source.slice(0, index).split('\n').length - 1;
      // A match arm's variant: on its line or in its block, up to the next arm.
      let variantRow = -1;
      for (let i = row; /^\s*"\w+"\s*=>/.test(lines[row] ?? '') && i < row + 30 && i < lines.length; i++) {
        if (i > row && /^\s*("\w+"|_)\s*=>/.test(lines[i] ?? '')) break;
        const [, enumName, variant] = /\b(\w+)::([A-Z]\w*)/.exec(lines[i] ?? '') ?? [];
        const enumRow = enumName ? lines.findIndex((l) => new RegExp(`\\benum\\s+${enumName}\\b`).test(l)) : -1;
        variantRow = enumRow >= 0 ? lines.findIndex((l, j) => j > enumRow && new RegExp(`^\\s*${variant}\\b`).test(l)) : -1;
        if (variantRow >= 0) break;
      }
      parsedAt.set(name, {
        file,
        line: row + 1,
        signature: cap(
          (lines[row] ?? '')
            .trim()
            .replace(/\s+/g, ' ')
            .replace(/^\}\s*(else\s+)?/, '')
            .replace(/\s*[{,]$/, ''),
          MAX_SIGNATURE,
        ),
        summary: summaryOf(docsAbove(lines, variantRow >= 0 ? variantRow : row)),
      });
    };
    for (const m of source.matchAll(/is_ident\(\s*"(\w+)"\s*\)/g)) found(m[1] ?? '', m.index);
    for (const m of source.matchAll(/^\s*"(\w+)"\s*=>/gm)) found(m[1] ?? '', m.index + m[0].lastIndexOf('"', m[0].length - 2));
    for (const m of source.matchAll(/has_ink_attribute\([^,]+,\s*"(\w+)"\s*\)/g)) found(m[1] ?? '', m.index);
    // darling::FromMeta structs and enums: each field or variant is an argument (snake_case).
    for (const m of source.matchAll(
      /darling::FromMeta[^\n]*\)\]\s*(?:#\[[^\n]*\]\s*)*pub\s+(struct|enum)\s+\w+\s*\{([\s\S]*?)\n\}/g,
    )) {
      const fields = m[2] ?? '';
      const body = fields.replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
      const bodyStart = m.index + m[0].length - fields.length - 2;
      const pattern = m[1] === 'struct' ? /^\s*(?:pub\s+)?(\w+)\s*:/gm : /^\s*([A-Z]\w*)\s*[,({]/gm;
      for (const f of body.matchAll(pattern)) {
        const field = f[1] ?? '';
        found(field.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase(), bodyStart + f.index + f[0].indexOf(field));
      }
    }
  }
  for (const noise of ['ink', 'doc', 'cfg', 'cfg_attr', 'derive', 'allow', 'sol', '_']) names.delete(noise);
  const sorted = [...names].sort();
  return {
    names: sorted,
    parsedAt: new Map(
      sorted.flatMap((n) => {
        const loc = parsedAt.get(n);
        return loc ? [[n, loc] as const] : [];
      }),
    ),
  };
}

/** The `///` lines right above a line of a file (attributes between them skipped). */
function docsAbove(lines: string[], row: number): string[] {
  const docs: string[] = [];
  for (let i = row - 1; i >= 0; i--) {
    const line = (lines[i] ?? '').trim();
    if (line.startsWith('///') && !line.startsWith('////')) docs.unshift(line.replace(/^\/\/\/ ?/, ''));
    else if (!line.startsWith('#[')) break;
  }
  return docs;
}

function filesMatching(files: string[], patterns: RegExp[]): string[] {
  return files.filter((f) => patterns.some((p) => p.test(f)) && !/\/tests?\//.test(f));
}

/** Which source files hold the argument parsers of each attribute family. */
function attributeSources(files: string[]): Record<string, string[]> {
  const ir = /^crates\/(ink|lang)\/ir\/src\//;
  return {
    // `#[ink(message, payable, selector = …)]` inside a contract, trait or event
    ink: filesMatching(files, [
      /^crates\/(ink|lang)\/ir\/src\/ir\/attrs\.rs$/,
      /^crates\/(ink|lang)\/codegen\/src\/generator\/event\.rs$/,
      /^crates\/ink\/macro\/src\/event\/[^/]+\.rs$/,
    ]),
    // `#[ink::contract(env = …)]`, `#[ink::trait_definition(namespace = …)]`, `#[ink::event(…)]`, …
    'ink::': filesMatching(files, [
      /^crates\/(ink|lang)\/ir\/src\/ir\/(.+\/)?config\.rs$/,
      /^crates\/(ink|lang)\/ir\/src\/ir\/chain_extension\.rs$/,
      /^crates\/(ink|lang)\/macro\/src\/[^/]+\.rs$/,
      /^crates\/(ink|lang)\/macro\/src\/[^/]+\/[^/]+\.rs$/,
    ]).filter((f) => ir.test(f) || !/\/lib\.rs$/.test(f)),
    // `#[ink_e2e::test(backend(node), environment = …)]`
    'ink_e2e::test': filesMatching(files, [/^crates\/e2e\/macro\/src\/config\.rs$/]),
  };
}

/**
 * Writes tests/fixtures/api/<version>.json for each version in `wanted` (every documented one when
 * empty) from the ink! clone at `inkRepo`.
 */
/**
 * Every recorded definition whose line at the tag does not begin with its signature (a module's
 * line is its `mod` line or where its file's `//!` starts, so modules are left out): the links
 * the site draws to these lines must land on the declaration, so generation fails on any.
 */
function misplacedDefinitions(reference: ApiReference): string[] {
  const sources = new Map<string, string[]>();
  const lineAt = (file: string, line: number): string => {
    if (!sources.has(file)) sources.set(file, git('show', `${reference.tag}:${file}`).split('\n'));
    return (sources.get(file)?.[line - 1] ?? '').trim().replace(/\s+/g, ' ');
  };
  const rows: [string, number, string][] = [];
  for (const [name, entry] of Object.entries(reference.definitions)) {
    if (typeof entry !== 'string' && reference.paths[name] !== 'mod')
      rows.push([reference.files[entry[0]] ?? '', entry[1], entry[2]]);
  }
  for (const items of Object.values(reference.members)) {
    for (const [file, line, signature] of Object.values(items)) rows.push([reference.files[file] ?? '', line, signature]);
  }
  return rows.flatMap(([file, line, signature]) => {
    const text = lineAt(file, line);
    const start = signature.replace(/…$/, '').slice(0, Math.min(24, text.length));
    return text.startsWith(start) ? [] : [`${file}:${line}: ${signature}`];
  });
}

export async function generateReferences(inkRepo: string, wanted: string[] = []): Promise<void> {
  repo = inkRepo;
  rustParser = await getRustParser();
  mkdirSync(path.join(ROOT, 'tests/fixtures/api'), {recursive: true});
  for (const [version, tag] of Object.entries(API_VERSIONS)) {
    if (wanted.length > 0 && !wanted.includes(version)) continue;
    const started = Date.now();
    const model = buildModel(tag);
    const files = git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean);
    const parsed = Object.entries(attributeSources(files)).map(
      ([family, sources]) => [family, argumentNames(tag, sources)] as const,
    );
    const attributes = Object.fromEntries(parsed.map(([family, found]) => [family, found.names]));
    const methods = Object.fromEntries(
      [...model.methods].sort(([a], [b]) => a.localeCompare(b)).map(([type, set]) => [type, [...set].sort()]),
    );
    const {paths, locations} = listPaths(model);
    const {
      files: definitionFiles,
      definitions,
      members,
      attributeDefinitions,
    } = listDefinitions(
      model,
      locations,
      parsed.map(([family, found]): [string, Map<string, Location>] => [family, found.parsedAt]),
    );
    // Methods a test may call on the e2e client and on the builders and results it returns.
    const e2eClient = new Set<string>();
    for (const crate of ['ink_e2e', 'ink_sandbox']) {
      for (const type of model.typesByCrate.get(crate) ?? [])
        for (const name of model.methods.get(type) ?? []) e2eClient.add(name);
    }
    // The type aliases `#[ink::contract]` declares inside the contract module (`AccountId`, `Balance`…).
    const envGenerator = files.find((f) => /codegen\/src\/generator\/env\.rs$/.test(f));
    const contractAliases = envGenerator
      ? [...git('show', `${tag}:${envGenerator}`).matchAll(/^\s*type\s+(\w+)\s*=/gm)]
          .map((m) => m[1] ?? '')
          .filter((n) => n !== 'Env')
          .sort()
      : [];
    const reference: ApiReference = {
      version,
      tag,
      commit: git('rev-list', '-n', '1', tag).trim(),
      crates: model.crates.map((c) => c.name).sort(),
      attributes,
      contractAliases,
      e2eClient: [...e2eClient].sort(),
      methods,
      paths,
      files: definitionFiles,
      definitions,
      members,
      attributeDefinitions,
    };
    const misplaced = misplacedDefinitions(reference);
    if (misplaced.length > 0) {
      throw new Error(
        `${tag}: ${misplaced.length} definitions do not start at their line:\n${misplaced.slice(0, 20).join('\n')}`,
      );
    }
    const out = path.join(ROOT, 'tests/fixtures/api', `${version}.json`);
    writeFileSync(out, serialize(reference));
    const memberCount = Object.values(members).reduce((n, items) => n + Object.keys(items).length, 0);
    console.log(
      `${version} (${tag}): ${model.crates.length} crates, ${Object.keys(paths).length} paths (${locations.size} with a definition), ` +
        `${Object.keys(methods).length} types with methods (${Object.keys(members).length} with definitions of ${memberCount} items) → ` +
        `${path.relative(ROOT, out)} (${Date.now() - started} ms)`,
    );
  }
}
