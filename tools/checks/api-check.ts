// The API check: every Rust block and every `ink::…` name in inline code must use names that exist
// in the ink! release its docs version documents. The reference lists in tests/fixtures/api/ are
// generated from the ink! source at each tag by api-reference.ts (`npm run check -- reference <ink-clone>`).
//
// Checked in a Rust block:
// - paths rooted at an ink! crate (`ink::env::caller`, `ink_e2e::alice`, `use ink::storage::Mapping`),
//   also when reached through a `use` (`Mapping::new` after `use ink::storage::Mapping`);
// - macros: `ink::selector_bytes!`, and any bare `name!` that is not std's, the block's own or imported;
// - attributes: `#[ink(...)]` arguments, `#[ink::contract(...)]` and the other ink! attribute macros
//   with their arguments, `#[ink_e2e::test(...)]` arguments, ink! paths in `derive(...)`;
// - methods: `self.env().x()`, `self.field.x()` on a `Mapping`, `Lazy` or `StorageVec` field of the
//   block's storage struct, and `client.x()` chains in e2e tests.
// A block that shows a change with `// [!code --]` / `// [!code ++]` is checked on both sides: the
// new code against the page's release, the old code against `before=vN` in the fence info.
// Fence info changes what a block is checked against: `api=v5` checks it against another release
// (the "before" side of a migration guide), `api=none` marks a block that shows a name that exists in
// no release on purpose.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT, diffSides, errorMessage, fenceMarks, listPages, type PageResult} from './content-rules';
import {codeBlocks, parseMarkdown, type MarkdownDoc} from '../markdown';
import type {Node} from 'web-tree-sitter';
import {getRustParser, pathSegments, useLeaves} from './rust-parser';

/** What tests/fixtures/api/<version>.json holds (written by api-reference.ts). */
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
  /** Where things are defined: [index into files, line, signature, summary]. */
  files: string[];
  /** Canonical path → its definition; any other path to it → the canonical path. */
  definitions: Record<string, DefinitionRow | string>;
  /** Canonical path of a type or trait → its associated items' definitions by name. */
  members: Record<string, Record<string, DefinitionRow>>;
  /** Attribute family (a key of `attributes`) → where each argument is parsed. */
  attributeDefinitions: Record<string, Record<string, DefinitionRow>>;
}
export type DefinitionRow = [fileIndex: number, line: number, signature: string, summary: string];
type MacroKind = 'macro' | 'attribute' | 'derive';
/** A reference indexed for look-ups. */
export type LoadedReference = ApiReference & {
  children: Map<string, string[]>;
  macros: Record<MacroKind, Set<string>>;
  macroPaths: Map<string, string[]>;
  crateSet: Set<string>;
};
/** What a Rust block brings into scope (its imports, macros, storage fields, types). */
export interface BlockScope {
  aliases: Map<string, string[]>;
  localMacros?: Set<string | undefined>;
  storageFields?: Map<string, string>;
  declaredTypes?: Set<string | undefined>;
  openGlob?: boolean;
}
export type BlockProblem = {line: number; message: string; name: string};
type PathProblem = {message: string; suggestion: string | null};

/** The ink! release each docs version documents: its code must use that tag's API and no other. */
export const API_VERSIONS: Record<'v3' | 'v4' | 'v5' | 'v6', string> = {
  v6: 'v6.0.0-beta.1',
  v5: 'v5.1.1',
  v4: 'v4.3.0',
  v3: 'v3.4.0',
};

// Macros every Rust program has (core, alloc, std), plus those the test harness brings in.
const STD_MACROS = new Set(
  (
    'assert assert_eq assert_ne debug_assert debug_assert_eq debug_assert_ne format format_args panic ' +
    'print println eprint eprintln write writeln vec todo unimplemented unreachable matches concat ' +
    'stringify include include_bytes include_str env option_env cfg line column file module_path ' +
    'compile_error dbg thread_local macro_rules'
  ).split(' '),
);
// Methods of core types that e2e result chains end in (`.submit().await?.return_value()`).
const STD_METHODS = new Set('unwrap expect unwrap_err expect_err is_ok is_err ok err map map_err and_then clone into'.split(' '));
// Storage types whose methods are checked on `self.field.method()`.
const STORAGE_TYPES = ['Mapping', 'Lazy', 'StorageVec', 'StorageValue'];
// Types a contract may name without importing them: the preludes of core and std.
const PRELUDE_TYPES = new Set(
  (
    'Option Result Vec String Box Self Default Clone Copy Send Sync Sized Fn FnMut FnOnce Iterator IntoIterator ' +
    'PartialEq Eq PartialOrd Ord AsRef AsMut Into From TryFrom TryInto ToString ToOwned Drop Extend FromIterator'
  ).split(' '),
);
// Paths whose macros take expressions: their arguments are parsed and checked like code.
const EXPRESSION_MACROS = new Set([...STD_MACROS].filter((m) => !['macro_rules', 'thread_local', 'cfg'].includes(m)));

/** The docs version a page documents, from where it lives. */
function versionOfPage(file: string): string {
  const rel = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
  const versioned = /^versioned_docs\/version-(v\d)\//.exec(rel);
  return versioned?.[1] ?? 'v6';
}

const references = new Map<string, LoadedReference>();
/** The reference list of one version, indexed for look-ups. */
export function loadReference(version: string): LoadedReference {
  const loaded = references.get(version);
  if (loaded) return loaded;
  const data = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/api', `${version}.json`), 'utf8')) as ApiReference;
  const children = new Map<string, string[]>();
  const macros: Record<MacroKind, Set<string>> = {macro: new Set(), attribute: new Set(), derive: new Set()};
  const macroPaths = new Map<string, string[]>(); // function-like macro name → the paths it has
  for (const [full, kind] of Object.entries(data.paths)) {
    const cut = full.lastIndexOf('::');
    if (cut > 0) {
      const parent = full.slice(0, cut);
      children.set(parent, [...(children.get(parent) ?? []), full.slice(cut + 2)]);
    }
    const bare = kind.split(' ')[0];
    if (bare === 'macro' || bare === 'attribute' || bare === 'derive') macros[bare].add(full.slice(cut + 2));
    if (bare === 'macro') macroPaths.set(full.slice(cut + 2), [...(macroPaths.get(full.slice(cut + 2)) ?? []), full]);
  }
  const reference = {...data, children, macros, macroPaths, crateSet: new Set(data.crates)};
  references.set(version, reference);
  return reference;
}

let allCrates: Set<string> | undefined;
/** Every crate name any documented release has: a path rooted at one of them is an ink! path. */
function inkCrates(): Set<string> {
  allCrates ??= new Set(Object.keys(API_VERSIONS).flatMap((v) => loadReference(v).crates));
  return allCrates;
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j] ?? 0;
      row[j] = next;
    }
  }
  return row[b.length] ?? 0;
}

/** The candidate closest to a name: shared words count, then edit distance. */
export function nearest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestScore = Infinity;
  const lower = name.toLowerCase();
  for (const candidate of new Set(candidates)) {
    const c = candidate.toLowerCase();
    let score = levenshtein(lower, c);
    if (c.includes(lower) || lower.includes(c)) score = Math.min(score, Math.abs(c.length - lower.length) / 4);
    if (score < bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

const TYPE_KINDS = new Set(['struct', 'enum', 'trait', 'type', 'union', 'generated']);

/** The longest prefix of a path the release lists: {length, prefix, kind, def} (`def`: the item's own name), or null. */
export function listedPrefix(
  segs: string[],
  ref: ApiReference,
): {length: number; prefix: string; kind: string; def: string} | null {
  for (let i = segs.length; i >= 1; i--) {
    const prefix = segs.slice(0, i).join('::');
    const entry = ref.paths[prefix];
    if (entry === undefined) continue;
    const [kind = '', def = segs[i - 1] ?? ''] = entry.split(' ');
    return {length: i, prefix, kind, def};
  }
  return null;
}

/**
 * Whether a full ink! path exists in a release. Returns null when it does, else a problem:
 * {message, suggestion}. `want` narrows the kind: 'macro', 'attribute', 'derive' or undefined.
 */
export function checkPath(segs: string[], ref: LoadedReference, want?: MacroKind): PathProblem | null {
  const crate = segs[0];
  if (crate === undefined || !inkCrates().has(crate)) return null;
  if (!ref.crateSet.has(crate)) {
    return {message: `crate \`${crate}\` is not part of ink! ${ref.tag}`, suggestion: nearest(crate, ref.crates)};
  }
  const full = segs.join('::');
  const listed = listedPrefix(segs, ref);
  if (listed) {
    const {length: i, prefix, kind, def} = listed;
    if (kind === 'external') return null;
    if (i === segs.length) {
      if (!want || kind === want || kind === 'generated' || (want === 'derive' && kind === 'trait')) return null;
      const wanted = {macro: 'a function-like macro (`name!`)', attribute: 'an attribute macro', derive: 'a derive macro'}[want];
      const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
      return {
        message: `\`${full}\` is ${article} ${kind === 'attribute' ? 'attribute macro' : kind} in ink! ${ref.tag}, not ${wanted}`,
        suggestion: null,
      };
    }
    const next = segs[i] ?? '';
    if (kind === 'mod') {
      return {
        message: `\`${full}\` does not exist in ink! ${ref.tag}`,
        suggestion: `${prefix}::${nearest(next, ref.children.get(prefix) ?? [])}`,
      };
    }
    if (TYPE_KINDS.has(kind)) {
      // A type alias may name a type outside the workspace (`type Key = u32`): its items are unknown.
      if (kind === 'generated' || kind === 'type' || ref.methods[def]?.includes(next)) return null;
      const candidates = ref.methods[def] ?? [];
      return {
        message: `\`${prefix}\` has no associated item \`${next}\` in ink! ${ref.tag}`,
        suggestion: candidates.length > 0 ? `${prefix}::${nearest(next, candidates)}` : null,
      };
    }
    return {message: `\`${full}\` does not exist in ink! ${ref.tag} (\`${prefix}\` is a ${kind})`, suggestion: null};
  }
  return {message: `\`${full}\` does not exist in ink! ${ref.tag}`, suggestion: null};
}

function ancestor(node: Node, type: string): Node | null {
  let current = node.parent;
  while (current && current.type !== type) current = current.parent;
  return current;
}

function lastSegment(text: string | undefined): string | undefined {
  return text ? cleanPath(text).at(-1) : undefined;
}

/** `a::b::<T>::c<U>` → ['a', 'b', 'c']. */
export function cleanPath(text: string): string[] {
  let t = text;
  for (let guard = 0; guard < 10 && /<[^<>]*>/.test(t); guard++) t = t.replace(/<[^<>]*>/g, '');
  return pathSegments(t.replace(/::(?=::|$)/g, ''));
}

/** The argument names of an attribute's token tree: `backend(node(url = "…")), env = E` → backend, node, url, env. */
export function attributeArgNames(tokenText: string): string[] {
  const names: string[] = [];
  const inner = tokenText.trim().replace(/^\(/, '').replace(/\)$/, '');
  // A name stands at the start of the arguments, after `(` or after `,`; string values are dropped first.
  const text = inner.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  for (const m of text.matchAll(/(?:^|[(,])\s*([A-Za-z_]\w*)(?=\s*(?:[=(,)]|$))/g)) if (m[1]) names.push(m[1]);
  return names;
}

function addProblem(problems: BlockProblem[], line: number, problem: PathProblem, what: string): void {
  const hint = problem.suggestion ? ` (nearest: \`${problem.suggestion}\`)` : '';
  problems.push({line, message: `${problem.message}${hint}`, name: what});
}

const walk = (node: Node, visit: (node: Node) => void): void => {
  visit(node);
  for (const child of node.namedChildren) if (child) walk(child, visit);
};

/**
 * What a Rust block brings into scope, read before its names are checked: `aliases` (local name →
 * the full path its `use` names: `Mapping` → ink::storage::Mapping; in ink! 3, `ink` → ink_lang),
 * the block's own macros, its storage fields ("Struct.field" → `Mapping`, `Lazy`…), the types it
 * defines, imports or takes as parameters, and whether a glob from outside ink! may bring in anything.
 */
function scopeOf(root: Node, version: string): Required<BlockScope> {
  const aliases = new Map<string, string[]>();
  const localMacros = new Set<string | undefined>();
  const storageFields = new Map<string, string>();
  const declaredTypes = new Set<string | undefined>();
  let openGlob = false;
  if (version === 'v3') aliases.set('ink', ['ink_lang']); // `use ink_lang as ink;` is the ink! 3 convention
  const isInk = (segs: string[]) => inkCrates().has(segs[0] ?? '');
  walk(root, (node) => {
    if (node.type === 'use_declaration') {
      const arg = node.childForFieldName('argument');
      for (const leaf of arg ? useLeaves(arg) : []) {
        const segs = expandPath(leaf.path, {aliases});
        if (leaf.glob && !['super', 'self', 'crate'].includes(segs[0] ?? '')) openGlob = true;
        if (!leaf.glob) declaredTypes.add(leaf.alias ?? leaf.path.at(-1));
        if (!leaf.glob && (isInk(segs) || segs.length === 1)) aliases.set(leaf.alias ?? leaf.path.at(-1) ?? '', segs);
      }
    } else if (node.type === 'macro_definition') {
      localMacros.add(node.childForFieldName('name')?.text);
    } else if (node.type === 'field_declaration') {
      const type = node.childForFieldName('type');
      const head = type && cleanPath(type.text.replace(/<.*$/s, '')).at(-1);
      const owner = ancestor(node, 'struct_item')?.childForFieldName('name')?.text;
      if (head && owner && STORAGE_TYPES.includes(head))
        storageFields.set(`${owner}.${node.childForFieldName('name')?.text}`, head);
    } else if (/^(struct|enum|union|trait|type|const)_item$|^associated_type$/.test(node.type)) {
      // A const may stand in type position as a const generic argument (`ManualKey<ROOT_KEY>`).
      declaredTypes.add(node.childForFieldName('name')?.text);
    } else if (node.type === 'type_parameters') {
      for (const param of node.namedChildren) {
        declaredTypes.add(
          (param?.childForFieldName('name') ?? param?.namedChildren.find((c) => c?.type === 'type_identifier'))?.text,
        );
      }
    } else if (node.type === 'extern_crate_declaration') {
      localMacros.add('*'); // `#[macro_use] extern crate` brings macros we cannot list
    }
  });
  return {aliases, localMacros, storageFields, declaredTypes, openGlob};
}

/** A block's scope (see scopeOf), for looking up the names it uses one by one. */
export async function blockScope(code: string, version: string): Promise<BlockScope> {
  const tree = (await getRustParser()).parse(code);
  if (!tree) throw new Error('tree-sitter could not parse the block');
  try {
    return scopeOf(tree.rootNode, version);
  } finally {
    tree.delete();
  }
}

/** A path as written, with its first segment replaced by what the scope imports under that name. */
export function expandPath(segs: string[], scope: BlockScope): string[] {
  const alias = scope.aliases.get(segs[0] ?? '');
  return alias ? [...alias, ...segs.slice(1)] : segs;
}

/** The argument family of an ink! attribute macro (a key of `attributes` in the reference). */
export function attributeFamily(segs: string[]): string {
  // `ink_sandbox::test` is the e2e test macro re-exported for sandbox tests.
  return ['ink_e2e::test', 'ink_sandbox::test'].includes(segs.join('::')) ? 'ink_e2e::test' : 'ink::';
}

// The receiver of the `self.env()` methods, written without whitespace.
export const ENV_RECEIVER = /^(self|Self:?:?)\.?env\(\)$|^Self::env\(\)$/;

/**
 * Problems with one Rust block, with 1-based lines within the block.
 * `version` is the release the block is checked against.
 */
export async function checkRustBlock(
  code: string,
  version: string,
  {fragment = false}: {fragment?: boolean} = {},
): Promise<BlockProblem[]> {
  const ref = loadReference(version);
  const parser = await getRustParser();
  const problems: BlockProblem[] = [];
  const tree = parser.parse(code);
  if (!tree) throw new Error('tree-sitter could not parse the block');
  const scope = scopeOf(tree.rootNode, version);
  const {localMacros, storageFields, declaredTypes, openGlob} = scope;
  const lineOf = (node: Node) => node.startPosition.row + 1;
  const expand = (segs: string[]) => expandPath(segs, scope);
  const isInk = (segs: string[]) => inkCrates().has(segs[0] ?? '');
  const report = (node: Node, segs: string[], want?: MacroKind) => {
    const problem = checkPath(segs, ref, want);
    if (problem) addProblem(problems, lineOf(node), problem, segs.join('::'));
  };

  const checkMacroName = (node: Node, nameNode: Node) => {
    const segs = expand(cleanPath(nameNode.text));
    if (segs.length > 1 || isInk(segs)) {
      if (isInk(segs)) report(nameNode, segs, 'macro');
      return;
    }
    const [name = ''] = segs;
    // A glob import from outside ink! (`use frame_support::pallet_prelude::*`) may bring any macro in.
    if (STD_MACROS.has(name) || localMacros.has(name) || localMacros.has('*') || declaredTypes.has(name) || openGlob) return;
    if (ref.macros.macro.has(name)) return;
    const known = Object.keys(API_VERSIONS).some((v) => loadReference(v).macros.macro.has(name));
    addProblem(
      problems,
      lineOf(node),
      {
        message: known
          ? `macro \`${name}!\` is not exported by ink! ${ref.tag}`
          : `macro \`${name}!\` is neither std's, defined in the block, imported, nor exported by ink! ${ref.tag}`,
        suggestion: nearest(name, [...ref.macros.macro]),
      },
      `${name}!`,
    );
  };

  const checkAttribute = (node: Node) => {
    const attr = node.namedChildren.find((c) => c?.type === 'attribute');
    if (!attr) return;
    const head = attr.namedChildren[0];
    const args = attr.namedChildren.find((c) => c?.type === 'token_tree');
    const written = cleanPath(head?.text ?? '');
    const segs = expand(written);
    const argText = args?.text ?? '';
    // ink! paths anywhere in the arguments (`derive(ink::storage::traits::StorageLayout)`, `env = …`).
    for (const m of argText.matchAll(/\b([A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)+)/g)) {
      const pathSegs = expand(pathSegments(m[1] ?? ''));
      if (isInk(pathSegs)) report(node, pathSegs, /\bderive\s*\(/.test(argText) && segs[0] !== 'ink' ? 'derive' : undefined);
    }
    if (written.length === 1 && written[0] === 'ink') {
      for (const name of attributeArgNames(argText)) {
        if (!(ref.attributes.ink ?? []).includes(name)) {
          addProblem(
            problems,
            lineOf(node),
            {
              message: `\`#[ink(${name})]\` is not an argument ink! ${ref.tag} accepts`,
              suggestion: nearest(name, ref.attributes.ink ?? []),
            },
            `#[ink(${name})]`,
          );
        }
      }
      return;
    }
    if (!isInk(segs)) return;
    const problem = checkPath(segs, ref, 'attribute');
    if (problem) {
      addProblem(problems, lineOf(node), problem, segs.join('::'));
      return;
    }
    const family = attributeFamily(segs);
    const accepted = ref.attributes[family] ?? [];
    for (const name of attributeArgNames(argText)) {
      if (!accepted.includes(name)) {
        addProblem(
          problems,
          lineOf(node),
          {
            message: `\`#[${segs.join('::')}(${name} …)]\`: \`${name}\` is not an argument ink! ${ref.tag} accepts`,
            suggestion: nearest(name, accepted),
          },
          name,
        );
      }
    }
  };

  const checkMethod = (node: Node, name: string, candidates: string[], what: string) => {
    if (candidates.includes(name)) return;
    addProblem(
      problems,
      lineOf(node),
      {message: `${what} has no method \`${name}\` in ink! ${ref.tag}`, suggestion: nearest(name, candidates)},
      name,
    );
  };

  // The receiver a method is called on: `self.env()`, `self.field`, `client`.
  const checkCall = (node: Node) => {
    const fn = node.childForFieldName('function');
    if (fn?.type !== 'field_expression') return;
    const method = fn.childForFieldName('field')?.text;
    const receiver = fn.childForFieldName('value');
    if (!method || !receiver) return;
    const receiverText = receiver.text.replace(/\s+/g, '');
    if (ENV_RECEIVER.test(receiverText)) {
      checkMethod(node, method, ref.methods.EnvAccess ?? [], '`self.env()`');
      return;
    }
    // `self.field` inside `impl Struct`: the field's type is the one `Struct` declares.
    const field = /^self\.(\w+)$/.exec(receiverText)?.[1];
    const owner = lastSegment(ancestor(node, 'impl_item')?.childForFieldName('type')?.text);
    const type = field ? storageFields.get(`${owner}.${field}`) : undefined;
    if (type) {
      checkMethod(node, method, ref.methods[type] ?? [], `\`${type}\``);
      return;
    }
    // `client.call(…).submit()`: every method from the client to the first `.await` or `?`.
    let base: Node | null = receiver;
    while (base?.type === 'call_expression') {
      const callee: Node | null = base.childForFieldName('function');
      if (callee?.type !== 'field_expression') break;
      base = callee.childForFieldName('value');
    }
    if (base?.type === 'identifier' && base.text === 'client' && ref.e2eClient.length > 0 && !STD_METHODS.has(method)) {
      checkMethod(node, method, ref.e2eClient, 'the e2e client (and its builders)');
    }
  };

  const visit = (node: Node): boolean => {
    switch (node.type) {
      case 'use_declaration': {
        const arg = node.childForFieldName('argument');
        for (const leaf of arg ? useLeaves(arg) : []) {
          const segs = expand(leaf.path);
          if (isInk(segs)) report(node, segs);
        }
        return false;
      }
      case 'attribute_item':
      case 'inner_attribute_item':
        checkAttribute(node);
        return false;
      case 'macro_invocation': {
        const nameNode = node.childForFieldName('macro');
        if (nameNode) checkMacroName(node, nameNode);
        const name = (nameNode ? cleanPath(nameNode.text).at(-1) : '') ?? '';
        const body = node.namedChildren.find((c) => c?.type === 'token_tree');
        if (body && (EXPRESSION_MACROS.has(name) || isInk(expand(cleanPath(nameNode?.text ?? ''))))) {
          // Check the arguments as code: `assert_eq!(self.env().caller(), …)`.
          const sub = parser.parse(`fn __m() { (${body.text.slice(1, -1)}); }`);
          const offset = node.startPosition.row;
          const before = problems.length;
          if (sub) walkChecks(sub.rootNode);
          for (const p of problems.slice(before)) p.line += offset;
          sub?.delete();
        }
        return false;
      }
      case 'scoped_identifier':
      case 'scoped_type_identifier': {
        const segs = expand(cleanPath(node.text));
        if (isInk(segs)) report(node, segs);
        return false;
      }
      case 'generic_type':
      case 'generic_function': {
        const inner = node.namedChildren[0];
        if (inner && (inner.type === 'scoped_identifier' || inner.type === 'scoped_type_identifier')) {
          const segs = expand(cleanPath(inner.text));
          if (isInk(segs)) report(node, segs);
          for (const child of node.namedChildren.slice(1)) if (child) walkChecks(child);
          return false;
        }
        return true;
      }
      case 'call_expression':
        checkCall(node);
        return true;
      default:
        return true;
    }
  };
  const walkChecks = (node: Node): void => {
    if (visit(node) === false) return;
    for (const child of node.namedChildren) if (child) walkChecks(child);
  };
  walkChecks(tree.rootNode);

  // A whole contract names no type it does not define or import, beyond the aliases
  // `#[ink::contract]` declares (`U256` is not one of them in ink! 6).
  const isContract = /#\[\s*ink(_lang)?\s*::\s*contract\b/.test(code);
  if (isContract && !fragment && !openGlob) {
    const known = new Set([...declaredTypes, ...PRELUDE_TYPES, ...ref.contractAliases, '_']);
    // The contract macro generates `{Storage}Ref`; `#[ink_e2e::test]` brings `E2EBackend` into its test.
    for (const name of [...declaredTypes]) if (name) known.add(`${name}Ref`);
    if (/#\[\s*ink_e2e\s*::\s*test\b/.test(code)) {
      known.add('E2EBackend');
      // ink! 4's e2e macro declares the `C` and `E` of `client: ink_e2e::Client<C, E>`.
      if (version === 'v4') for (const name of ['C', 'E']) known.add(name);
    }
    const reported = new Set<string>();
    walk(tree.rootNode, (node) => {
      if (node.type !== 'type_identifier' || known.has(node.text) || reported.has(node.text)) return;
      const parent = node.parent?.type ?? '';
      if (/scoped|^(struct|enum|union|trait|type)_item$|type_parameters|associated_type|constrained_type_parameter/.test(parent))
        return;
      reported.add(node.text);
      const home = Object.keys(ref.paths).find((p) => p.startsWith('ink::') && p.endsWith(`::${node.text}`));
      addProblem(
        problems,
        lineOf(node),
        {
          message: `type \`${node.text}\` is not in scope: the block neither defines nor imports it, and \`#[ink::contract]\` in ink! ${ref.tag} declares only ${ref.contractAliases.map((a) => `\`${a}\``).join(', ')}`,
          suggestion: home ? `use ${home};` : null,
        },
        node.text,
      );
    });
  }
  tree.delete();
  return problems;
}

const VERSION_MENTION = /\b(?:ink!?\s*(?:v|version\s*)?[3-6](?:\.\d+)*(?:\.x)?|v[3-6](?:\.\d+)*|[3-6]\.x|[3-6]\.\d+\.\d+)\b/i;

/**
 * Problems with `ink::…` names and `#[ink(…)]` attributes in inline code. A name from another
 * release is accepted in a paragraph that names a release ("removed in ink! 6", "v5's …").
 */
export function checkInlineCode(body: string, version: string): BlockProblem[] {
  const ref = loadReference(version);
  const problems: BlockProblem[] = [];
  const prose = body.replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' '));
  for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
    const code = m[1] ?? '';
    const line = prose.slice(0, m.index).split('\n').length;
    const paragraphStart = prose.lastIndexOf('\n\n', m.index);
    const paragraphEnd = prose.indexOf('\n\n', m.index);
    const mentionsRelease = VERSION_MENTION.test(prose.slice(paragraphStart + 1, paragraphEnd < 0 ? undefined : paragraphEnd));
    const found: [string, PathProblem][] = [];
    for (const p of code.matchAll(/(?<![\w:])((?:ink|ink_\w+)(?:\s*::\s*(?:<[^>]*>|[A-Za-z_]\w*))+)/g)) {
      const segs = cleanPath(p[1] ?? '');
      if (version === 'v3' && segs[0] === 'ink') segs[0] = 'ink_lang';
      const problem = checkPath(segs, ref);
      if (problem) found.push([segs.join('::'), problem]);
    }
    const attr = /^#\[ink\(([^)]*)\)\]$/.exec(code.trim());
    if (attr) {
      for (const name of attributeArgNames(`(${attr[1]})`)) {
        if (!(ref.attributes.ink ?? []).includes(name)) {
          found.push([
            `#[ink(${name})]`,
            {
              message: `\`#[ink(${name})]\` is not an argument ink! ${ref.tag} accepts`,
              suggestion: nearest(name, ref.attributes.ink ?? []),
            },
          ]);
        }
      }
    }
    for (const [name, problem] of found) {
      const elsewhere = Object.keys(API_VERSIONS).some((v) => v !== version && existsIn(name, v));
      if (elsewhere && mentionsRelease) continue;
      problems.push({
        line,
        message: `inline code: ${problem.message}${problem.suggestion ? ` (nearest: \`${problem.suggestion}\`)` : ''}`,
        name,
      });
    }
  }
  return problems;
}

function existsIn(name: string, version: string): boolean {
  const ref = loadReference(version);
  const attr = /^#\[ink\((\w+)\)\]$/.exec(name);
  if (attr) return (ref.attributes.ink ?? []).includes(attr[1] ?? '');
  const segs = name.split('::');
  if (version === 'v3' && segs[0] === 'ink') segs[0] = 'ink_lang';
  return checkPath(segs, ref) === null;
}

/** Every API problem of one page, as "line N: message" strings (lines count from the file's top). */
export async function checkPageApi(file: string, source: string): Promise<string[]> {
  let doc: MarkdownDoc;
  try {
    doc = parseMarkdown(source);
  } catch (error) {
    return [`line 1: MDX does not parse, so its code cannot be read: ${errorMessage(error).split('\n')[0]}`];
  }
  const {body, bodyLineOffset: lineOffset} = doc;
  const pageVersion = versionOfPage(file);
  const problems: string[] = [];
  for (const block of codeBlocks(doc)) {
    // Lines count from the body's top, as the problems of a block do from the block's fence.
    const line = block.line - lineOffset;
    if (block.lang !== 'rust') continue;
    const {api: mark, before, fragment} = fenceMarks(block.meta);
    if (mark === 'none') continue;
    const version = mark ?? pageVersion;
    if (!(version in API_VERSIONS)) {
      problems.push(`line ${lineOffset + line}: fence mark api=${version} names no documented release`);
      continue;
    }
    // A block showing a change (`// [!code --]`, `// [!code ++]`): the new side against the page's
    // release (or the block's api=), the old side against the release it migrates from (before=vN).
    const sides = diffSides(block.value);
    if (before && !(before in API_VERSIONS)) {
      problems.push(`line ${lineOffset + line}: fence mark before=${before} names no documented release`);
      continue;
    }
    const checks = sides
      ? [
          {code: sides.after, as: version, label: mark},
          {code: sides.before, as: before ?? version, label: before},
        ]
      : [{code: block.value, as: version, label: mark}];
    for (const check of checks) {
      for (const p of await checkRustBlock(check.code, check.as, {fragment})) {
        problems.push(`line ${lineOffset + line + p.line}: ${p.message}${check.label ? ` [checked as ${check.label}]` : ''}`);
      }
    }
  }
  for (const p of checkInlineCode(body, pageVersion)) problems.push(`line ${lineOffset + p.line}: ${p.message}`);
  return problems;
}

export async function checkApiPages(targets?: string[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const file of await listPages(targets)) {
    results.push({file: path.relative(ROOT, file), problems: await checkPageApi(file, readFileSync(file, 'utf8'))});
  }
  return results;
}
