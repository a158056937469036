// Where an ink! name used in a Rust example is defined, at the release its docs version documents:
// for the links and hover cards of the site's code. The facts come from the `files`, `definitions`,
// `members` and `attributeDefinitions` of tests/fixtures/api/<version>.json (written by
// api-reference.ts); the name is resolved the way the API check resolves it (a block's
// imports, `self.env()`, storage fields, macros, attribute arguments), with its functions.
import {
  API_VERSIONS,
  ENV_RECEIVER,
  attributeArgNames,
  attributeFamily,
  checkPath,
  cleanPath,
  expandPath,
  listedPrefix,
  loadReference,
  type BlockScope,
  type DefinitionRow,
  type LoadedReference,
} from './api-check';

export interface Definition {
  /** The canonical path (`ink::storage::Mapping::insert`), or the attribute argument (`#[ink(message)]`). */
  path: string;
  /** The file in use-ink/ink at the release's tag. */
  file: string;
  /** The 1-based line of the item's declaration. */
  line: number;
  signature: string;
  summary: string;
  /** `https://github.com/use-ink/ink/blob/<tag>/<file>#L<line>` */
  url: string;
}

const REPOSITORY = 'https://github.com/use-ink/ink';
// Crates whose types the e2e `client` and the builders and results it returns come from.
const E2E_CRATES = ['ink_e2e', 'ink_sandbox'];

const has = (object: object | undefined, key: string): boolean => object !== undefined && Object.hasOwn(object, key);

/**
 * The canonical path a listed path's definition is written under: itself, the path a re-export
 * names, or, below a re-exported module, the same path under the module's canonical path.
 */
function canonicalPath(ref: LoadedReference, path: string): string | undefined {
  let current = path;
  for (let hops = 0; hops < 16; hops++) {
    const entry = ref.definitions[current];
    if (Array.isArray(entry) && has(ref.definitions, current)) return current;
    if (typeof entry === 'string' && has(ref.definitions, current)) {
      current = entry;
      continue;
    }
    let cut = current.lastIndexOf('::');
    while (cut > 0 && !has(ref.definitions, current.slice(0, cut))) cut = current.lastIndexOf('::', cut - 1);
    const ancestor = cut > 0 ? ref.definitions[current.slice(0, cut)] : undefined;
    if (typeof ancestor !== 'string') return undefined;
    current = `${ancestor}${current.slice(cut)}`;
  }
  return undefined;
}

/** Where a definition links: its line in use-ink/ink at the release's tag. */
export const definitionUrl = (tag: string, place: string): string => `${REPOSITORY}/blob/${tag}/${place}`;

function definition(ref: LoadedReference, path: string, row: DefinitionRow | string | undefined): Definition | undefined {
  if (typeof row === 'string') return undefined;
  if (!row) return undefined;
  const [fileIndex, line, signature, summary] = row;
  const file = ref.files[fileIndex] ?? '';
  return {path, file, line, signature, summary, url: definitionUrl(ref.tag, `${file}#L${line}`)};
}

/**
 * Every definition of a release by its place (`<file>#L<line>`, the end of its `url`): the
 * signature and summary a linked name's card shows, found from the link alone. Throws if one place
 * had two definitions that read differently, as the link could not tell them apart.
 */
export function definitionsByPlace(version: string): {tag: string; places: Map<string, [signature: string, summary: string]>} {
  const ref = loadReference(version);
  const places = new Map<string, [string, string]>();
  const rows = [
    ...Object.values(ref.definitions),
    ...Object.values(ref.members).flatMap((members) => Object.values(members)),
    ...Object.values(ref.attributeDefinitions).flatMap((args) => Object.values(args)),
  ];
  for (const row of rows) {
    if (typeof row === 'string') continue;
    const [fileIndex, line, signature, summary] = row;
    const place = `${ref.files[fileIndex] ?? ''}#L${line}`;
    const known = places.get(place);
    if (known && (known[0] !== signature || known[1] !== summary))
      throw new Error(`${version}: two definitions at ${place} (${known[0]} / ${signature}): a link cannot name its card`);
    places.set(place, [signature, summary]);
  }
  return {tag: ref.tag, places};
}

function memberDefinition(ref: LoadedReference, typePath: string, name: string): Definition | undefined {
  const type = canonicalPath(ref, typePath);
  const members = type === undefined ? undefined : ref.members[type];
  return members && has(members, name) ? definition(ref, `${type}::${name}`, members[name]) : undefined;
}

/** An ink! path that exists in the release: its own definition, or an associated item's. */
function pathDefinition(ref: LoadedReference, segs: string[], want?: 'macro' | 'attribute'): Definition | undefined {
  if (!ref.crateSet.has(segs[0] ?? '') || checkPath(segs, ref, want) !== null) return undefined;
  const listed = listedPrefix(segs, ref);
  if (!listed || listed.kind === 'external') return undefined;
  if (listed.length === segs.length) {
    const path = canonicalPath(ref, listed.prefix);
    return path === undefined ? undefined : definition(ref, path, ref.definitions[path]);
  }
  return listed.length === segs.length - 1 ? memberDefinition(ref, listed.prefix, segs.at(-1) ?? '') : undefined;
}

/** Version → type name → the canonical paths with members of that name. */
const typesByName = new Map<string, Map<string, string[]>>();
/** The type of a name the API check knows by name only (`EnvAccess`, `Mapping`): its canonical path. */
function typeNamed(ref: LoadedReference, name: string, crates?: string[]): string | undefined {
  let index = typesByName.get(ref.version);
  if (!index) {
    index = new Map();
    for (const path of Object.keys(ref.members)) {
      const bare = path.slice(path.lastIndexOf('::') + 2);
      index.set(bare, [...(index.get(bare) ?? []), path]);
    }
    typesByName.set(ref.version, index);
  }
  const paths = (index.get(name) ?? []).filter((p) => !crates || crates.includes(p.split('::')[0] ?? ''));
  return paths.find((p) => p.startsWith('ink::')) ?? paths[0];
}

/**
 * A method on the e2e `client` or on what its calls return (`client.call(…).dry_run`): the one
 * definition of that name among the e2e crates' types. On the client itself (a generic bounded by
 * the backend traits), the traits' declarations come first.
 */
function e2eMethod(ref: LoadedReference, name: string, onClient: boolean): Definition | undefined {
  let candidates = Object.entries(ref.members)
    .filter(([type, members]) => E2E_CRATES.includes(type.split('::')[0] ?? '') && has(members, name))
    .flatMap(([type, members]) => {
      const def = definition(ref, `${type}::${name}`, members[name]);
      return def ? [{type, def}] : [];
    });
  if (onClient) {
    const traits = candidates.filter((c) => ref.paths[c.type] === 'trait');
    if (traits.length > 0) candidates = traits;
    const e2e = candidates.filter((c) => c.type.startsWith('ink_e2e::'));
    if (e2e.length > 0) candidates = e2e;
  }
  const places = new Set(candidates.map((c) => `${c.def.file}:${c.def.line}`));
  return places.size === 1 ? candidates[0]?.def : undefined;
}

function macroDefinition(ref: LoadedReference, text: string, scope: BlockScope): Definition | undefined {
  const segs = expandPath(cleanPath(text), scope);
  if (segs.length > 1 || ref.crateSet.has(segs[0] ?? '')) return pathDefinition(ref, segs, 'macro');
  const [name = ''] = segs;
  if (scope.localMacros?.has(name)) return undefined;
  const paths = [...(ref.macroPaths.get(name) ?? [])].sort(
    (a, b) => Number(!a.startsWith('ink::')) - Number(!b.startsWith('ink::')),
  );
  for (const path of paths) {
    const found = pathDefinition(ref, path.split('::'), 'macro');
    if (found) return found;
  }
  return undefined;
}

function attributeDefinition(ref: LoadedReference, inner: string, scope: BlockScope): Definition | undefined {
  const [, head, args] = /^([\w\s:]+?)\s*(\(.*\))?$/s.exec(inner) ?? [];
  if (!head) return undefined;
  const written = cleanPath(head);
  const arg = args ? attributeArgNames(args)[0] : undefined;
  if (written.length === 1 && written[0] === 'ink') {
    const own = ref.attributeDefinitions.ink;
    return arg && own && has(own, arg) ? definition(ref, `#[ink(${arg})]`, own[arg]) : undefined;
  }
  const segs = expandPath(written, scope);
  if (!arg) return pathDefinition(ref, segs, 'attribute');
  if (checkPath(segs, ref, 'attribute') !== null || !ref.crateSet.has(segs[0] ?? '')) return undefined;
  const family = attributeFamily(segs);
  const row = ref.attributeDefinitions[family]?.[arg];
  return row && has(ref.attributeDefinitions[family], arg) ? definition(ref, `#[${segs.join('::')}(${arg})]`, row) : undefined;
}

/**
 * Where a name used in a Rust example is defined in the release a docs version documents, or
 * undefined (a name outside ink!, one defined outside its repository, or one the release lacks).
 * `written` is the name as the code writes it:
 * - a path: `ink::env::caller`, `ink_e2e::alice`, `Mapping::insert` (with the scope of a block
 *   that has `use ink::storage::Mapping;`), `ink::storage::Mapping::<K, V>::new()`;
 * - a macro: `selector_bytes!`, `ink::selector_bytes!("x")`;
 * - an attribute: `#[ink::contract]` (the macro), `#[ink(message)]`, `#[ink::contract(env = E)]`,
 *   `#[ink_e2e::test(backend(node))]` (the first argument: where the IR or the macro parses it);
 * - a method call: `self.env().caller()`, `self.balances.insert` (a storage field of the scope's
 *   block), `client.instantiate`, `client.call(&alice, &get).submit` (where only one e2e type has
 *   that method).
 * `scope` is what blockScope(code, version) returns for the block the name is in.
 * Returns {path, file, line, signature, summary, url}: `path` is the canonical path (or the
 * attribute argument), `file` and the 1-based `line` are in use-ink/ink at the release's tag, `url`
 * links there.
 */
export function lookupDefinition(
  version: string,
  written: string,
  scope: BlockScope = {aliases: new Map(version === 'v3' ? [['ink', ['ink_lang']]] : [])},
): Definition | undefined {
  if (!(version in API_VERSIONS)) return undefined;
  const ref = loadReference(version);
  const text = written.trim();
  const attribute = /^#!?\[\s*([\s\S]*?)\s*\]$/.exec(text);
  if (attribute) return attributeDefinition(ref, attribute[1] ?? '', scope);
  const macro = /^([\w\s:]+?)\s*!\s*(\(.*\)|\[.*\]|\{.*\})?$/s.exec(text);
  if (macro) return macroDefinition(ref, macro[1] ?? '', scope);
  // The last method of a chain; its arguments may hold one level of parentheses.
  const call = /^(.+)\.\s*(\w+)\s*(\((?:[^()]|\([^()]*\))*\))?$/s.exec(text);
  if (call) {
    const receiver = (call[1] ?? '').replace(/\s+/g, '');
    const method = call[2] ?? '';
    if (ENV_RECEIVER.test(receiver)) {
      const type = typeNamed(ref, 'EnvAccess');
      return type ? memberDefinition(ref, type, method) : undefined;
    }
    const field = /^self\.(\w+)$/.exec(receiver)?.[1];
    const fieldTypes = new Set(
      [...(scope.storageFields ?? [])].filter(([key]) => key.endsWith(`.${field}`)).map(([, type]) => type),
    );
    if (field && fieldTypes.size === 1) {
      const type = expandPath([[...fieldTypes][0] ?? ''], scope);
      const typePath = type.length > 1 ? type.join('::') : typeNamed(ref, type[0] ?? '');
      return typePath ? memberDefinition(ref, typePath, method) : undefined;
    }
    if (/^client\b/.test(receiver)) return e2eMethod(ref, method, receiver === 'client');
    return undefined;
  }
  const segs = expandPath(cleanPath(text.replace(/\s*\(.*\)$/s, '')), scope);
  return pathDefinition(ref, segs);
}
