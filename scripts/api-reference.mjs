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
    modules.push({crate, parent, entries: new Map(), globs: []});
    return modules.length - 1;
  }
  function addEntry(mod, name, entry) {
    const entries = modules[mod].entries;
    if (!entries.has(name)) entries.set(name, []);
    entries.get(name).push(entry);
  }

  function readItems(mod, crate, node, file, childDir) {
    for (const item of node.namedChildren) readItem(mod, crate, item, file, childDir);
  }

  function readItem(mod, crate, item, file, childDir) {
    // `decl_derive!(…);` at item level parses as a statement around the macro call.
    if (item.type === 'expression_statement' && item.namedChildren[0]?.type === 'macro_invocation') {
      readItem(mod, crate, item.namedChildren[0], file, childDir);
      return;
    }
    const name = item.childForFieldName('name')?.text;
    const pub = isPub(item);
    const attrs = attributesOf(item);
    switch (item.type) {
      case 'mod_item': {
        const child = newModule(crate.name, mod);
        addEntry(mod, name, {kind: 'mod', pub, mod: child});
        const body = item.childForFieldName('body');
        const pathAttr = attrs.map((a) => /^path\s*=\s*"([^"]+)"/.exec(a)?.[1]).find(Boolean);
        if (body) {
          readItems(child, crate, body, file, path.posix.join(childDir, name));
        } else {
          const candidates = pathAttr
            ? [path.posix.join(childDir, pathAttr)]
            : [path.posix.join(childDir, `${name}.rs`), path.posix.join(childDir, name, 'mod.rs')];
          const found = candidates.find((c) => fileSet.has(c));
          if (found) readFile(child, crate, found);
        }
        return;
      }
      case 'function_item':
      case 'function_signature_item': {
        if (crate.procMacro && pub) {
          const macro = attrs.map((a) => /^proc_macro(_attribute)?\b/.exec(a)).find(Boolean);
          const derive = attrs.map((a) => /^proc_macro_derive\(\s*(\w+)/.exec(a)?.[1]).find(Boolean);
          if (macro) addEntry(roots.get(crate.name), name, {kind: macro[1] ? 'attribute' : 'macro', pub: true, def: name});
          if (derive) addEntry(roots.get(crate.name), derive, {kind: 'derive', pub: true, def: derive});
          return;
        }
        addEntry(mod, name, {kind: 'fn', pub, def: name});
        return;
      }
      case 'struct_item':
      case 'union_item':
        addDerived(name, attrs, crate.name);
        addEntry(mod, name, {kind: item.type.replace('_item', ''), pub, def: name});
        return;
      case 'type_item':
      case 'const_item':
      case 'static_item':
        addEntry(mod, name, {kind: item.type.replace('_item', ''), pub, def: name});
        return;
      case 'enum_item': {
        addDerived(name, attrs, crate.name);
        addEntry(mod, name, {kind: 'enum', pub, def: name});
        const variants = item.childForFieldName('body')?.namedChildren.filter((c) => c.type === 'enum_variant') ?? [];
        for (const variant of variants) addMethod(name, variant.childForFieldName('name').text, crate.name);
        return;
      }
      case 'trait_item': {
        addEntry(mod, name, {kind: 'trait', pub, def: name});
        const set = traitItems.get(name) ?? new Set();
        if (!typesByCrate.has(crate.name)) typesByCrate.set(crate.name, new Set());
        typesByCrate.get(crate.name).add(name);
        for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
          const memberName = member.childForFieldName('name')?.text;
          if (memberName) set.add(memberName);
        }
        traitItems.set(name, set);
        return;
      }
      case 'impl_item': {
        const type = lastTypeName(item.childForFieldName('type'));
        const trait = lastTypeName(item.childForFieldName('trait'));
        if (!type) return;
        if (trait) traitImpls.push([trait, type]);
        for (const member of item.childForFieldName('body')?.namedChildren ?? []) {
          const memberName = member.childForFieldName('name')?.text;
          if (memberName && (trait || isPub(member))) addMethod(type, memberName, crate.name);
        }
        return;
      }
      case 'macro_definition':
        if (attrs.some((a) => /^macro_export\b/.test(a))) {
          addEntry(roots.get(crate.name), name, {kind: 'macro', pub: true, def: name});
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
        if (derive && crate.procMacro) addEntry(roots.get(crate.name), derive, {kind: 'derive', pub: true, def: derive});
        // `cfg_if! { if #[cfg(…)] { items } else { items } }`: every branch's items exist in some build.
        if (/(^|::)cfg_if$/.test(macro) && body) {
          for (const branch of body.namedChildren.filter((c) => c.type === 'token_tree')) {
            const tree = parser.parse(branch.text.slice(1, -1));
            readItems(mod, crate, tree.rootNode, file, childDir);
            tree.delete();
          }
        }
        return;
      }
      default:
        return;
    }
  }

  function readFile(mod, crate, file) {
    const source = git('show', `${tag}:${file}`);
    const tree = parser.parse(source);
    const base = path.posix.basename(file);
    const dir = path.posix.dirname(file);
    // Children of lib.rs and mod.rs live beside them; children of foo.rs live in foo/.
    const childDir =
      base === 'lib.rs' || base === 'mod.rs' || file === crate.root ? dir : path.posix.join(dir, base.replace(/\.rs$/, ''));
    readItems(mod, crate, tree.rootNode, file, childDir);
    tree.delete();
  }

  for (const crate of crates) roots.set(crate.name, newModule(crate.name, null));
  for (const crate of crates) readFile(roots.get(crate.name), crate, crate.root);
  for (const [trait, type] of [...traitImpls, ...GENERATED_IMPLS]) {
    for (const name of traitItems.get(trait) ?? STD_TRAIT_ITEMS[trait] ?? []) addMethod(type, name);
  }
  for (const [trait, set] of traitItems) for (const name of set) addMethod(trait, name);
  return {tag, crates, crateNames, modules, roots, methods, typesByCrate};
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
    return {type: 'item', kind: entry.kind, def: entry.def};
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

function listPaths(model) {
  const {lookup, publicNames} = resolver(model);
  const paths = {};
  function walk(mod, prefix, chain) {
    for (const name of [...publicNames(mod)].sort()) {
      const found = lookup(mod, name, true);
      if (!found) continue;
      const full = `${prefix}::${name}`;
      if (found.type === 'external') paths[full] = 'external';
      else if (found.type === 'item') paths[full] = found.def === name ? found.kind : `${found.kind} ${found.def}`;
      else {
        paths[full] = 'mod';
        if (!chain.includes(found.mod) && chain.length < MAX_DEPTH) walk(found.mod, full, [...chain, found.mod]);
      }
    }
  }
  for (const crate of model.crates) {
    paths[crate.name] = 'mod';
    walk(model.roots.get(crate.name), crate.name, [model.roots.get(crate.name)]);
  }
  return paths;
}

/** Argument names an attribute's parser accepts: `is_ident("x")`, `"x" =>` arms, darling fields. */
function argumentNames(tag, files) {
  const names = new Set();
  for (const file of files) {
    let source;
    try {
      source = git('show', `${tag}:${file}`);
    } catch {
      continue;
    }
    source = source.split(/#\[cfg\(test\)\]\s*mod\s+\w+\s*\{/)[0];
    for (const m of source.matchAll(/is_ident\(\s*"(\w+)"\s*\)/g)) names.add(m[1]);
    for (const m of source.matchAll(/^\s*"(\w+)"\s*=>/gm)) names.add(m[1]);
    for (const m of source.matchAll(/has_ink_attribute\([^,]+,\s*"(\w+)"\s*\)/g)) names.add(m[1]);
    // darling::FromMeta structs and enums: each field or variant is an argument (snake_case).
    for (const m of source.matchAll(
      /darling::FromMeta[^\n]*\)\]\s*(?:#\[[^\n]*\]\s*)*pub\s+(struct|enum)\s+\w+\s*\{([\s\S]*?)\n\}/g,
    )) {
      const body = m[2].replace(/\/\/[^\n]*/g, '');
      const pattern = m[1] === 'struct' ? /^\s*(?:pub\s+)?(\w+)\s*:/gm : /^\s*([A-Z]\w*)\s*[,({]/gm;
      for (const f of body.matchAll(pattern)) names.add(f[1].replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase());
    }
  }
  for (const noise of ['ink', 'doc', 'cfg', 'cfg_attr', 'derive', 'allow', 'sol', '_']) names.delete(noise);
  return [...names].sort();
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
  const attributes = Object.fromEntries(
    Object.entries(attributeSources(files)).map(([family, sources]) => [family, argumentNames(tag, sources)]),
  );
  const methods = Object.fromEntries(
    [...model.methods].sort(([a], [b]) => a.localeCompare(b)).map(([type, set]) => [type, [...set].sort()]),
  );
  const paths = listPaths(model);
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
  };
  const out = path.join(ROOT, 'tests/fixtures/api', `${version}.json`);
  writeFileSync(out, `${JSON.stringify(reference, null, 1)}\n`);
  console.log(
    `${version} (${tag}): ${model.crates.length} crates, ${Object.keys(paths).length} paths, ` +
      `${Object.keys(methods).length} types with methods → ${path.relative(ROOT, out)} (${Date.now() - started} ms)`,
  );
}
