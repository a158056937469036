#!/usr/bin/env node
// Usage: node scripts/api-reference.mjs <path to a git clone of use-ink/ink> [v6 v5 …]
//
// Writes tests/fixtures/api/<version>.json: what the ink! crates make public at the release tag each
// docs version documents. The API check (scripts/lib/api-check.mjs) tests every Rust block of that
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
// scripts/lib/api-definitions.mjs), as rows [index into `files`, line, signature, summary]: the line
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
import {ROOT} from './lib/content-rules.mjs';
import {API_VERSIONS} from './lib/api-check.mjs';
import {attributesOf, getRustParser, isPub, pathSegments, useLeaves} from './lib/rust-parser.mjs';

const repo = process.argv[2];
if (!repo) {
  console.error('usage: node scripts/api-reference.mjs <path to a clone of use-ink/ink> [version …]');
  process.exit(2);
}
const wanted = process.argv.slice(3);
const parser = await getRustParser();

function git(...args) {
  return execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** The workspace's crates at a tag: name, root file, whether it is a proc-macro crate. */
function cratesAt(tag, files) {
  const crates = [];
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
function buildModel(tag) {
  const files = git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean);
  const fileSet = new Set(files);
  const crates = cratesAt(tag, files);
  const crateNames = new Set(crates.map((c) => c.name));
  const modules = []; // {crate, parent, entries: Map<name, entry[]>, globs: [{path, pub}]}
  const roots = new Map();
  const methods = new Map(); // type or trait name → Set of associated names
  const traitItems = new Map(); // trait name → Set of item names
  const traitImpls = []; // [trait name, type name]
  const typesByCrate = new Map(); // crate name → type and trait names it defines or implements on
  // Where things are defined (see locate()): the types and traits by name with their crate, the
  // associated items of each (keyed by the type's location), and the impl members to attach to them.
  const typeDefs = new Map(); // type or trait name → [{crate, loc}]
  const members = new Map(); // type or trait location → Map<item name, {loc, rank}>
  const implMembers = []; // {crate, type, trait (null for an inherent impl), name, loc}
  const addTypeDef = (name, crate, loc) => {
    if (!typeDefs.has(name)) typeDefs.set(name, []);
    typeDefs.get(name).push({crate, loc});
    members.set(loc, new Map());
  };
  const addMethod = (type, name, crate) => {
    if (!methods.has(type)) methods.set(type, new Set());
    methods.get(type).add(name);
    if (crate) {
      if (!typesByCrate.has(crate)) typesByCrate.set(crate, new Set());
      typesByCrate.get(crate).add(type);
    }
  };

  // What `#[derive(...)]` adds to a type, for the derives ink!'s types use.
  function addDerived(type, attrs, crate) {
    for (const attr of attrs) {
      const derives = /^(?:cfg_attr\(.*?,\s*)?derive\(([^)]*)\)/.exec(attr)?.[1] ?? '';
      for (const derive of derives.split(',').map((d) => d.trim().split('::').at(-1))) {
        for (const name of DERIVED_ITEMS[derive] ?? []) addMethod(type, name, crate);
      }
    }
  }

  function newModule(crate, parent) {
    modules.push({crate, parent, entries: new Map(), globs: [], loc: null});
    return modules.length - 1;
  }
  function addEntry(mod, name, entry) {
    const entries = modules[mod].entries;
    if (!entries.has(name)) entries.set(name, []);
    entries.get(name).push(entry);
  }

  // `src` is the file being read: {file, row}, row being the line the parsed text starts at (0, or
  // where a `cfg_if!` branch starts in the file).
  function readItems(mod, crate, node, src, childDir) {
    for (const item of node.namedChildren) readItem(mod, crate, item, src, childDir);
  }

  function readItem(mod, crate, item, src, childDir, docNode = item) {
    // `decl_derive!(…);` at item level parses as a statement around the macro call.
    if (item.type === 'expression_statement' && item.namedChildren[0]?.type === 'macro_invocation') {
      readItem(mod, crate, item.namedChildren[0], src, childDir, item);
      return;
    }
    const name = item.childForFieldName('name')?.text;
    const pub = isPub(item);
    const attrs = attributesOf(item);
    const here = (node = item, docs = node) => locate(node, src, docs);
    switch (item.type) {
      case 'mod_item': {
        const child = newModule(crate.name, mod);
        addEntry(mod, name, {kind: 'mod', pub, mod: child});
        const body = item.childForFieldName('body');
        const pathAttr = attrs.map((a) => /^path\s*=\s*"([^"]+)"/.exec(a)?.[1]).find(Boolean);
        // An inline module is defined at its `mod` line; a file module by its file, from its `//!`
        // comment (past the licence header; else line 1), summarised by the `///` on its `mod` line
        // or else by that `//!` comment.
        modules[child].loc = here();
        if (body) {
          readItems(child, crate, body, src, path.posix.join(childDir, name));
        } else {
          const candidates = pathAttr
            ? [path.posix.join(childDir, pathAttr)]
            : [path.posix.join(childDir, `${name}.rs`), path.posix.join(childDir, name, 'mod.rs')];
          const found = candidates.find((c) => fileSet.has(c));
          if (found) {
            const inner = readFile(child, crate, found);
            modules[child].loc = {
              ...modules[child].loc,
              file: found,
              line: inner.line,
              summary: modules[child].loc.summary || inner.summary,
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
          if (macro) addEntry(roots.get(crate.name), name, {kind: macro[1] ? 'attribute' : 'macro', pub: true, def: name, loc});
          if (derive) addEntry(roots.get(crate.name), derive, {kind: 'derive', pub: true, def: derive, loc});
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
        addEntry(mod, name, {kind: item.type.replace('_item', ''), pub, def: name, loc});
        return;
      }
      case 'type_item':
      case 'const_item':
      case 'static_item':
        addEntry(mod, name, {kind: item.type.replace('_item', ''), pub, def: name, loc: here()});
        return;
      case 'enum_item': {
        const loc = here();
        addDerived(name, attrs, crate.name);
        addTypeDef(name, crate.name, loc);
        addEntry(mod, name, {kind: 'enum', pub, def: name, loc});
        const variants = item.childForFieldName('body')?.namedChildren.filter((c) => c.type === 'enum_variant') ?? [];
        for (const variant of variants) {
          const variantName = variant.childForFieldName('name').text;
          addMethod(name, variantName, crate.name);
          members.get(loc).set(variantName, {loc: here(variant), rank: 0});
        }
        return;
      }
      case 'trait_item': {
        const loc = here();
        addEntry(mod, name, {kind: 'trait', pub, def: name, loc});
        addTypeDef(name, crate.name, loc);
        const set = traitItems.get(name) ?? new Set();
        if (!typesByCrate.has(crate.name)) typesByCrate.set(crate.name, new Set());
        typesByCrate.get(crate.name).add(name);
        for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
          const memberName = member.childForFieldName('name')?.text;
          if (memberName) {
            set.add(memberName);
            members.get(loc).set(memberName, {loc: here(member), rank: 0});
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
          const memberName = member.childForFieldName('name')?.text;
          if (memberName && (trait || isPub(member))) {
            addMethod(type, memberName, crate.name);
            implMembers.push({crate: crate.name, type, trait, name: memberName, loc: here(member)});
          }
        }
        return;
      }
      case 'macro_definition':
        if (attrs.some((a) => /^macro_export\b/.test(a))) {
          const loc = {...here(), signature: `macro_rules! ${name}`};
          addEntry(roots.get(crate.name), name, {kind: 'macro', pub: true, def: name, loc});
        }
        return;
      case 'use_declaration': {
        const arg = item.childForFieldName('argument');
        for (const leaf of arg ? useLeaves(arg) : []) {
          if (leaf.glob) modules[mod].globs.push({path: leaf.path, pub, from: mod});
          else addEntry(mod, leaf.alias ?? leaf.path.at(-1), {kind: 'use', pub, path: leaf.path, from: mod});
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
        const body = item.namedChildren.find((c) => c.type === 'token_tree');
        // synstructure's `decl_derive!([Storable] => …)` declares a derive macro.
        const derive = /^(?:synstructure::)?decl_derive$/.test(macro) && /^\(\s*\[\s*(\w+)/.exec(body?.text ?? '')?.[1];
        if (derive && crate.procMacro) {
          addEntry(roots.get(crate.name), derive, {kind: 'derive', pub: true, def: derive, loc: here(item, docNode)});
        }
        // `cfg_if! { if #[cfg(…)] { items } else { items } }`: every branch's items exist in some build.
        if (/(^|::)cfg_if$/.test(macro) && body) {
          for (const branch of body.namedChildren.filter((c) => c.type === 'token_tree')) {
            const tree = parser.parse(branch.text.slice(1, -1));
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
  function readFile(mod, crate, file) {
    const source = git('show', `${tag}:${file}`);
    const tree = parser.parse(source);
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
    const {line, summary} = readFile(roots.get(crate.name), crate, crate.root);
    modules[roots.get(crate.name)].loc = {file: crate.root, line, signature: `crate ${crate.name}`, summary};
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
  const typeLoc = (name, crate) => {
    const defs = typeDefs.get(name) ?? [];
    return (defs.find((d) => d.crate === crate) ?? (defs.length === 1 ? defs[0] : null))?.loc ?? null;
  };
  const attach = (typeLocation, name, found) => {
    const items = typeLocation && members.get(typeLocation);
    if (items && !(items.get(name)?.rank <= found.rank)) items.set(name, found);
  };
  for (const m of implMembers) {
    const traitLocation = m.trait && typeLoc(m.trait, m.crate);
    const declared = traitLocation && members.get(traitLocation).get(m.name);
    const loc = declared && !m.loc.summary ? {...m.loc, summary: declared.loc.summary} : m.loc;
    attach(typeLoc(m.type, m.crate), m.name, {loc, rank: m.trait ? 1 : 0});
  }
  for (const [trait, type, crate] of [...traitImpls, ...GENERATED_IMPLS]) {
    const traitLocation = typeLoc(trait, crate);
    for (const [name, found] of traitLocation ? members.get(traitLocation) : []) {
      attach(typeLoc(type, crate), name, {loc: found.loc, rank: 2});
    }
  }
  return {tag, crates, crateNames, modules, roots, methods, typesByCrate, members};
}

// Items of traits from outside the workspace that ink!'s types implement or derive.
const STD_TRAIT_ITEMS = {
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
const DERIVED_ITEMS = {...STD_TRAIT_ITEMS, Copy: [], Eq: [], Hash: ['hash'], PartialOrd: ['partial_cmp'], Ord: ['cmp']};
// Trait impls the contract macro writes into every contract (inside `quote!`, so not read above):
// `self.env().emit_event(…)` in ink! 3 and 4.
const GENERATED_IMPLS = [['EmitEvent', 'EnvAccess']];

// Where an item is defined, for the links and hover cards of the site's code: the file, the line
// of the item itself (not its doc comment or attributes), its declaration up to the body, and the
// first sentence of its doc comment.
const MAX_SIGNATURE = 160;
const MAX_SUMMARY = 200;
const SIGNATURE_END = new Set(['block', 'declaration_list', 'field_declaration_list', 'enum_variant_list', 'where_clause']);

function locate(node, src, docNode = node) {
  return {
    file: src.file,
    line: src.row + node.startPosition.row + 1,
    signature: signatureOf(node),
    summary: summaryOf(outerDocs(docNode)),
  };
}

function cap(text, max) {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 2);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  // Close a code span the cut left open.
  if ((cut.match(/`/g) ?? []).length % 2 === 1) cut += '`';
  return `${cut}…`;
}

/** `pub fn insert<K, V>(&mut self, key: K, value: &V) -> Option<u32>`: up to the body or `where`, on one line. */
function signatureOf(node) {
  const end = node.namedChildren.find((c) => SIGNATURE_END.has(c.type));
  const text = (end ? node.text.slice(0, end.startIndex - node.startIndex) : node.text)
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/([([<]) /g, '$1')
    .replace(/,? ([)\]>])/g, '$1')
    .replace(/[\s;{]+$/, '')
    .trim();
  return cap(text, MAX_SIGNATURE);
}

const isDoc = (comment, marker) => comment.namedChildren.some((c) => c.type === marker);
const docText = (comment) => (comment.namedChildren.find((c) => c.type === 'doc_comment')?.text ?? '').replace(/^ ?|\n$/g, '');

/** The lines of the `///` comments (and `#[doc = "…"]` attributes) written before a node. */
function outerDocs(node) {
  const lines = [];
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
function innerDocs(root) {
  return root.namedChildren.filter((c) => c.type === 'line_comment' && isDoc(c, 'inner_doc_comment_marker'));
}

/**
 * The first sentence of a doc comment: of its first paragraph (a paragraph that is only a code
 * span, as in `/// \`#[ink(message)]\`` above a description, is skipped), with links reduced to
 * their text and backticks kept.
 */
function summaryOf(lines) {
  const paragraphs = [[]];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      if (paragraphs.at(-1).length > 0) paragraphs.push([]);
    } else paragraphs.at(-1).push(line);
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
function reduceLinks(text) {
  return text.replace(/\[((?:[^[\]`]|`[^`]*`)+)\](\([^)]*\)|\[[^\]]*\])?/g, (match, inner, _target, offset, whole) =>
    (whole.slice(0, offset).match(/`/g) ?? []).length % 2 === 1 ? match : inner,
  );
}

function lastTypeName(node) {
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
const EXTERNAL_GLOBS = {
  'subxt_signer::sr25519::dev': ['alice', 'bob', 'charlie', 'dave', 'eve', 'ferdie', 'one', 'two'],
  'sr25519::dev': ['alice', 'bob', 'charlie', 'dave', 'eve', 'ferdie', 'one', 'two'],
  // `ink::prelude::collections`: what `alloc` has (a contract builds without `std`).
  'std::collections': ALLOC_COLLECTIONS,
  'alloc::collections': ALLOC_COLLECTIONS,
};

function resolver(model) {
  const {modules, roots, crateNames} = model;
  const active = new Set();

  function lookup(mod, name, pubOnly) {
    const key = `${mod}:${name}:${pubOnly}`;
    if (active.has(key)) return null;
    active.add(key);
    try {
      for (const entry of modules[mod].entries.get(name) ?? []) {
        if (pubOnly && !entry.pub) continue;
        const found = entity(entry);
        if (found) return found;
      }
      for (const glob of modules[mod].globs) {
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

  function entity(entry) {
    if (entry.kind === 'mod') return {type: 'mod', mod: entry.mod};
    // A re-export the resolver cannot follow names an item generated by a macro
    // (`create_sandbox!(DefaultSandbox)`): the `pub use` itself proves the name exists.
    if (entry.kind === 'use') return resolve(entry.from, entry.path) ?? {type: 'item', kind: 'generated', def: entry.path.at(-1)};
    return {type: 'item', kind: entry.kind, def: entry.def, loc: entry.loc ?? null};
  }

  function resolve(from, segs) {
    if (segs.length === 0) return null;
    let current;
    let rest = segs;
    const crateRoot = (mod) => roots.get(modules[mod].crate);
    const [first] = segs;
    if (first === 'crate' || first === '$crate') current = {type: 'mod', mod: crateRoot(from)};
    else if (first === 'self') current = {type: 'mod', mod: from};
    else if (first === 'super') current = {type: 'mod', mod: modules[from].parent ?? from};
    else {
      current = lookup(from, first, false);
      if (!current && crateNames.has(first)) current = {type: 'mod', mod: roots.get(first)};
      if (!current) return {type: 'external'};
    }
    rest = segs.slice(1);
    for (const seg of rest) {
      if (current.type === 'external') return current;
      if (current.type !== 'mod') return null; // associated items are checked through `methods`
      if (seg === 'super') current = {type: 'mod', mod: modules[current.mod].parent ?? current.mod};
      else if (seg === 'self') continue;
      else current = lookup(current.mod, seg, modules[current.mod].crate !== modules[from].crate);
      if (!current) return null;
    }
    return current;
  }

  /** Every public name of a module, resolved. */
  function publicNames(mod, seen = new Set()) {
    const names = new Set();
    if (seen.has(mod)) return names;
    seen.add(mod);
    for (const [name, entries] of modules[mod].entries) if (entries.some((e) => e.pub)) names.add(name);
    for (const glob of modules[mod].globs.filter((g) => g.pub)) {
      const target = resolve(glob.from, glob.path);
      if (target?.type === 'mod') for (const name of publicNames(target.mod, seen)) names.add(name);
      else if (process.env.API_REFERENCE_DEBUG)
        console.error(`external glob in ${modules[mod].crate}: ${glob.path.join('::')}::*`);
      for (const name of EXTERNAL_GLOBS[glob.path.join('::')] ?? []) names.add(name);
    }
    return names;
  }

  return {lookup, publicNames};
}

const MAX_DEPTH = 7;

/** Every public path with its kind, and where each path's item is defined (a location object, shared by re-exports). */
function listPaths(model) {
  const {lookup, publicNames} = resolver(model);
  const paths = {};
  const locations = new Map(); // path → location
  function walk(mod, prefix, chain) {
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
        if (model.modules[found.mod].loc) locations.set(full, model.modules[found.mod].loc);
        if (!chain.includes(found.mod) && chain.length < MAX_DEPTH) walk(found.mod, full, [...chain, found.mod]);
      }
    }
  }
  for (const crate of model.crates) {
    const root = model.roots.get(crate.name);
    paths[crate.name] = 'mod';
    locations.set(crate.name, model.modules[root].loc);
    walk(root, crate.name, [root]);
  }
  return {paths, locations};
}

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

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
function listDefinitions(model, locations, attributeLocations) {
  const pathsOf = new Map(); // location → its paths
  for (const [full, loc] of locations) {
    if (!pathsOf.has(loc)) pathsOf.set(loc, []);
    pathsOf.get(loc).push(full);
  }
  const rank = (p) => [p.startsWith('ink::') ? 0 : 1, p.split('::').length, p.length];
  const canonicalOf = (all) =>
    [...all].sort((a, b) => {
      const [ra, rb] = [rank(a), rank(b)];
      return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || byText(a, b);
    })[0];
  const canonical = new Map(); // path → canonical path
  const defined = new Map(); // canonical path → location
  for (const [loc, all] of pathsOf) {
    const chosen = canonicalOf(all);
    defined.set(chosen, loc);
    for (const p of all) canonical.set(p, chosen);
  }
  const files = [...new Set([...pathsOf.keys()].map((loc) => loc.file))];
  const members = {};
  for (const [path, loc] of [...defined].sort(([a], [b]) => byText(a, b))) {
    const items = [...(model.members.get(loc) ?? [])].sort(([a], [b]) => byText(a, b));
    if (items.length === 0) continue;
    members[path] = Object.fromEntries(items.map(([name, found]) => [name, found.loc]));
    for (const [, found] of items) files.push(found.loc.file);
  }
  for (const [, parsedAt] of attributeLocations) for (const loc of parsedAt.values()) files.push(loc.file);
  const sortedFiles = [...new Set(files)].sort(byText);
  const fileIndex = new Map(sortedFiles.map((f, i) => [f, i]));
  const row = (loc) => [fileIndex.get(loc.file), loc.line, loc.signature, loc.summary];
  // A path is implied when the nearest ancestor with its own entry is a re-exported module whose
  // canonical module, with the rest of the path, gives the same canonical path.
  const implied = (p) => {
    for (let cut = p.lastIndexOf('::'); cut > 0; cut = p.lastIndexOf('::', cut - 1)) {
      const ancestor = p.slice(0, cut);
      const target = canonical.get(ancestor);
      if (target === undefined) continue;
      return target !== ancestor && `${target}${p.slice(cut)}` === canonical.get(p);
    }
    return false;
  };
  const definitions = {};
  for (const p of [...canonical.keys()].sort(byText)) {
    if (canonical.get(p) === p) definitions[p] = row(defined.get(p));
    else if (!implied(p)) definitions[p] = canonical.get(p);
  }
  for (const type of Object.keys(members)) {
    members[type] = Object.fromEntries(Object.entries(members[type]).map(([name, loc]) => [name, row(loc)]));
  }
  const attributeDefinitions = Object.fromEntries(
    attributeLocations.map(([family, parsedAt]) => [family, Object.fromEntries([...parsedAt].map(([n, loc]) => [n, row(loc)]))]),
  );
  return {files: sortedFiles, definitions, members, attributeDefinitions};
}

/** The reference as JSON: one key or item a line, and one definition a line (they are many and short). */
function serialize(reference) {
  const {files, definitions, members, attributeDefinitions, ...rest} = reference;
  const head = JSON.stringify(rest, null, 1).replace(/\n\}$/, '');
  const lines = (entries, indent) => entries.map(([key, value]) => `${indent}${JSON.stringify(key)}: ${value}`).join(',\n');
  const flat = (object, indent) =>
    lines(
      Object.entries(object).map(([k, v]) => [k, JSON.stringify(v)]),
      indent,
    );
  const nested = (object) =>
    lines(
      Object.entries(object).map(([k, items]) => [k, Object.keys(items).length > 0 ? `{\n${flat(items, '   ')}\n  }` : '{}']),
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
function argumentNames(tag, files) {
  const names = new Set();
  const parsedAt = new Map(); // name → location
  for (const file of files) {
    let source;
    try {
      source = git('show', `${tag}:${file}`);
    } catch {
      continue;
    }
    source = source.split(/#\[cfg\(test\)\]\s*mod\s+\w+\s*\{/)[0];
    const lines = source.split('\n');
    const found = (name, index) => {
      names.add(name);
      if (parsedAt.has(name)) return;
      const row = source.slice(0, index).split('\n').length - 1;
      // A match arm's variant: on its line or in its block, up to the next arm.
      let variantRow = -1;
      for (let i = row; /^\s*"\w+"\s*=>/.test(lines[row]) && i < row + 30 && i < lines.length; i++) {
        if (i > row && /^\s*("\w+"|_)\s*=>/.test(lines[i])) break;
        const [, enumName, variant] = /\b(\w+)::([A-Z]\w*)/.exec(lines[i]) ?? [];
        const enumRow = enumName ? lines.findIndex((l) => new RegExp(`\\benum\\s+${enumName}\\b`).test(l)) : -1;
        variantRow = enumRow >= 0 ? lines.findIndex((l, j) => j > enumRow && new RegExp(`^\\s*${variant}\\b`).test(l)) : -1;
        if (variantRow >= 0) break;
      }
      parsedAt.set(name, {
        file,
        line: row + 1,
        signature: cap(
          lines[row]
            .trim()
            .replace(/\s+/g, ' ')
            .replace(/^\}\s*(else\s+)?/, '')
            .replace(/\s*[{,]$/, ''),
          MAX_SIGNATURE,
        ),
        summary: summaryOf(docsAbove(lines, variantRow >= 0 ? variantRow : row)),
      });
    };
    for (const m of source.matchAll(/is_ident\(\s*"(\w+)"\s*\)/g)) found(m[1], m.index);
    for (const m of source.matchAll(/^\s*"(\w+)"\s*=>/gm)) found(m[1], m.index + m[0].lastIndexOf('"', m[0].length - 2));
    for (const m of source.matchAll(/has_ink_attribute\([^,]+,\s*"(\w+)"\s*\)/g)) found(m[1], m.index);
    // darling::FromMeta structs and enums: each field or variant is an argument (snake_case).
    for (const m of source.matchAll(
      /darling::FromMeta[^\n]*\)\]\s*(?:#\[[^\n]*\]\s*)*pub\s+(struct|enum)\s+\w+\s*\{([\s\S]*?)\n\}/g,
    )) {
      const body = m[2].replace(/\/\/[^\n]*/g, (c) => ' '.repeat(c.length));
      const bodyStart = m.index + m[0].length - m[2].length - 2;
      const pattern = m[1] === 'struct' ? /^\s*(?:pub\s+)?(\w+)\s*:/gm : /^\s*([A-Z]\w*)\s*[,({]/gm;
      for (const f of body.matchAll(pattern)) {
        found(f[1].replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase(), bodyStart + f.index + f[0].indexOf(f[1]));
      }
    }
  }
  for (const noise of ['ink', 'doc', 'cfg', 'cfg_attr', 'derive', 'allow', 'sol', '_']) names.delete(noise);
  const sorted = [...names].sort();
  return {names: sorted, parsedAt: new Map(sorted.map((n) => [n, parsedAt.get(n)]))};
}

/** The `///` lines right above a line of a file (attributes between them skipped). */
function docsAbove(lines, row) {
  const docs = [];
  for (let i = row - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (line.startsWith('///') && !line.startsWith('////')) docs.unshift(line.replace(/^\/\/\/ ?/, ''));
    else if (!line.startsWith('#[')) break;
  }
  return docs;
}

function filesMatching(files, patterns) {
  return files.filter((f) => patterns.some((p) => p.test(f)) && !/\/tests?\//.test(f));
}

/** Which source files hold the argument parsers of each attribute family. */
function attributeSources(files) {
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

mkdirSync(path.join(ROOT, 'tests/fixtures/api'), {recursive: true});
for (const [version, tag] of Object.entries(API_VERSIONS)) {
  if (wanted.length > 0 && !wanted.includes(version)) continue;
  const started = Date.now();
  const model = buildModel(tag);
  const files = git('ls-tree', '-r', '--name-only', tag).split('\n').filter(Boolean);
  const parsed = Object.entries(attributeSources(files)).map(([family, sources]) => [family, argumentNames(tag, sources)]);
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
    parsed.map(([family, found]) => [family, found.parsedAt]),
  );
  // Methods a test may call on the e2e client and on the builders and results it returns.
  const e2eClient = new Set();
  for (const crate of ['ink_e2e', 'ink_sandbox']) {
    for (const type of model.typesByCrate.get(crate) ?? []) for (const name of model.methods.get(type) ?? []) e2eClient.add(name);
  }
  // The type aliases `#[ink::contract]` declares inside the contract module (`AccountId`, `Balance`…).
  const envGenerator = files.find((f) => /codegen\/src\/generator\/env\.rs$/.test(f));
  const contractAliases = envGenerator
    ? [...git('show', `${tag}:${envGenerator}`).matchAll(/^\s*type\s+(\w+)\s*=/gm)]
        .map((m) => m[1])
        .filter((n) => n !== 'Env')
        .sort()
    : [];
  const reference = {
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
  const out = path.join(ROOT, 'tests/fixtures/api', `${version}.json`);
  writeFileSync(out, serialize(reference));
  const memberCount = Object.values(members).reduce((n, items) => n + Object.keys(items).length, 0);
  console.log(
    `${version} (${tag}): ${model.crates.length} crates, ${Object.keys(paths).length} paths (${locations.size} with a definition), ` +
      `${Object.keys(methods).length} types with methods (${Object.keys(members).length} with definitions of ${memberCount} items) → ` +
      `${path.relative(ROOT, out)} (${Date.now() - started} ms)`,
  );
}
