import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {API_VERSIONS, blockScope, loadReference} from '../../tools/checks/api-check';
import {lookupDefinition} from '../../tools/checks/api-definitions';

// A clone of use-ink/ink with its tags (the README's `/tmp/ink`, or INK_REPO): with it, every line
// the reference names is read at its tag; without it, the facts below are checked as recorded.
const INK_REPO = process.env.INK_REPO ?? '/tmp/ink';
const hasClone =
  existsSync(INK_REPO) &&
  (() => {
    try {
      execFileSync('git', ['-C', INK_REPO, 'rev-parse', '--verify', '--quiet', `${API_VERSIONS.v6}^{commit}`], {stdio: 'ignore'});
      return true;
    } catch {
      return false;
    }
  })();
const sources = new Map<string, string[]>();
function lineAt(tag: string, file: string, line: number): string {
  const key = `${tag}:${file}`;
  if (!sources.has(key)) {
    sources.set(
      key,
      execFileSync('git', ['-C', INK_REPO, 'show', key], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024}).split('\n'),
    );
  }
  return sources.get(key)?.[line - 1] ?? '';
}
const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

type Version = keyof typeof API_VERSIONS;
const VERSIONS = Object.keys(API_VERSIONS) as Version[];
const storage = (v: Version) => (v === 'v3' ? 'ink_storage' : 'ink::storage');

function found(version: Version, written: string, scope?: Awaited<ReturnType<typeof blockScope>>) {
  const def = lookupDefinition(version, written, scope);
  if (!def) throw new Error(`${written} has no definition in ${version}`);
  return def;
}

describe('where each release defines a name', () => {
  it.each(VERSIONS)('%s: Mapping, at the line of `pub struct Mapping`', (version) => {
    const def = found(version, `${storage(version)}::Mapping`);
    expect(def.path).toBe(`${storage(version)}::Mapping`);
    expect(def.file).toBe('crates/storage/src/lazy/mapping.rs');
    expect(def.signature).toMatch(/^pub struct Mapping<K, V/);
    expect(def.summary).toBe('A mapping of key-value pairs directly into contract storage.');
    expect(def.url).toBe(`https://github.com/use-ink/ink/blob/${API_VERSIONS[version]}/${def.file}#L${def.line}`);
    if (hasClone) expect(lineAt(API_VERSIONS[version], def.file, def.line)).toMatch(/^pub struct Mapping\b/);
  });

  it.each(VERSIONS)('%s: a method, through the block’s `use` and on `self.env()`', async (version) => {
    const scope = await blockScope(`use ${storage(version)}::Mapping;`, version);
    const insert = found(version, 'Mapping::insert', scope);
    expect(insert.path).toBe(`${storage(version)}::Mapping::insert`);
    expect(insert.file).toBe('crates/storage/src/lazy/mapping.rs');
    expect(insert.signature).toMatch(/^pub fn insert<Q, R>\(&mut self, key: Q, value: &R\)/);
    expect(insert.summary).toBe('Insert the given `value` to the contract storage.');
    // `Mapping::default()`, from the crate's `impl Default for Mapping` (no doc comment).
    expect(found(version, 'Mapping::default()', scope)).toMatchObject({
      file: insert.file,
      signature: 'fn default() -> Self',
      summary: '',
    });
    // The same method on a storage field of the block's storage struct.
    const field = await blockScope(`use ${storage(version)}::Mapping;\npub struct C { owners: Mapping<u32, u8> }`, version);
    expect(lookupDefinition(version, 'self.owners.insert(id, &owner)', field)).toEqual(insert);

    const caller = found(version, 'self.env().caller()');
    expect(caller.path).toBe(`${version === 'v3' ? 'ink_lang' : 'ink'}::EnvAccess::caller`);
    expect(caller.file).toMatch(/^crates\/(lang|ink)\/src\/env_access\.rs$/);
    expect(caller.signature).toMatch(/^pub fn caller\(self\) -> /);
    expect(caller.summary).toBe('Returns the address of the caller of the executed contract.');
    if (hasClone) {
      expect(oneLine(lineAt(API_VERSIONS[version], insert.file, insert.line))).toMatch(/^pub fn insert<Q, R>\(/);
      expect(oneLine(lineAt(API_VERSIONS[version], caller.file, caller.line))).toMatch(/^pub fn caller\(self\)/);
    }
  });

  it('v4–v6: `Lazy::get` and `StorageVec::push`, methods of the storage types the API check knows', async () => {
    for (const version of ['v4', 'v5', 'v6'] as const) {
      const scope = await blockScope('use ink::storage::{Lazy, StorageVec};', version);
      expect(found(version, 'Lazy::get', scope)).toMatchObject({
        path: 'ink::storage::Lazy::get',
        file: 'crates/storage/src/lazy/mod.rs',
      });
      if (version !== 'v4')
        expect(found(version, 'StorageVec::push', scope).signature).toMatch(/^pub fn push<T>\(&mut self, value: &T\)/);
    }
  });

  it.each(VERSIONS)('%s: macros, by `macro_rules!` and by proc macro, bare or by path', (version) => {
    const tag = API_VERSIONS[version];
    const selector = found(version, 'ink::selector_bytes!("x")');
    expect(selector.path).toBe(`${version === 'v3' ? 'ink_lang' : 'ink'}::selector_bytes`);
    expect(selector.file).toMatch(/^crates\/(lang|ink)\/macro\/src\/lib\.rs$/);
    expect(selector.signature).toBe('pub fn selector_bytes(input: TokenStream) -> TokenStream');
    expect(found(version, 'selector_bytes!')).toEqual(selector);
    const contract = found(version, '#[ink::contract]');
    expect(contract.signature).toBe('pub fn contract(attr: TokenStream, item: TokenStream) -> TokenStream');
    expect(contract.summary).toBe('Entry point for writing ink! smart contracts.');
    // A `macro_rules!` macro: `contract_ref_from_path!` in ink! 6, `debug_println!` before.
    const rules = version === 'v6' ? found(version, 'ink::contract_ref_from_path!') : found(version, 'debug_println!');
    expect(rules.signature).toMatch(/^macro_rules! (contract_ref_from_path|debug_println)$/);
    if (hasClone) {
      expect(lineAt(tag, selector.file, selector.line)).toMatch(/^pub fn selector_bytes\(/);
      expect(lineAt(tag, selector.file, selector.line - 1)).toBe('#[proc_macro]');
      expect(lineAt(tag, contract.file, contract.line - 1)).toBe('#[proc_macro_attribute]');
      // `debug_println!` is defined in a `cfg_if!` branch, indented.
      expect(oneLine(lineAt(tag, rules.file, rules.line))).toMatch(/^macro_rules! (contract_ref_from_path|debug_println) \{/);
    }
  });

  it.each(VERSIONS.filter((v) => v !== 'v3'))('%s: a re-export points to the item it names, not to the `use`', (version) => {
    const viaModule = found(version, 'ink_env::caller');
    expect(found(version, 'ink::env::caller')).toEqual(viaModule);
    expect(viaModule).toMatchObject({path: 'ink::env::caller', file: 'crates/env/src/api.rs'});
    expect(viaModule.signature).toMatch(/^pub fn caller(<E>)?\(\) -> /);
    // `pub use ink_storage::Mapping` in ink's `storage` module, `pub use self::lazy::Mapping` in ink_storage.
    expect(found(version, 'ink_storage::Mapping')).toEqual(found(version, 'ink::storage::Mapping'));
    if (hasClone) {
      expect(lineAt(API_VERSIONS[version], viaModule.file, viaModule.line)).toMatch(/^pub fn caller\b/);
    }
  });

  it('v3: a re-export of ink_storage resolves into lazy/mapping.rs', () => {
    expect(loadReference('v3').definitions['ink_storage::Mapping']).toEqual(expect.any(Array));
    expect(found('v3', 'ink_storage::Mapping').file).toBe('crates/storage/src/lazy/mapping.rs');
  });

  it.each(VERSIONS)('%s: `#[ink(message)]` links to where the IR parses `message`', (version) => {
    const def = found(version, '#[ink(message)]');
    expect(def.path).toBe('#[ink(message)]');
    expect(def.file).toMatch(/^crates\/(lang|ink)\/ir\/src\/ir\/attrs\.rs$/);
    expect(def.signature).toBe('"message" => Ok(AttributeArg::Message)');
    expect(def.summary).toMatch(/^Applied on `&self` or `&mut self` methods/);
    if (hasClone)
      expect(oneLine(lineAt(API_VERSIONS[version], def.file, def.line))).toBe('"message" => Ok(AttributeArg::Message),');
  });

  it('v6: an e2e test attribute argument, and methods of the e2e client', () => {
    expect(found('v6', '#[ink_e2e::test(backend(node))]')).toMatchObject({
      path: '#[ink_e2e::test(backend)]',
      file: 'crates/e2e/macro/src/config.rs',
      signature: 'backend: Backend',
    });
    expect(found('v6', 'client.instantiate').path).toBe('ink_e2e::ContractsBackend::instantiate');
  });

  it('returns undefined for a name a release lacks, one outside ink! and one defined outside its repository', async () => {
    const scope = await blockScope('use ink::storage::Mapping;', 'v6');
    for (const written of [
      'ink::storage::Nope',
      'Mapping::insert_or_panic',
      'ink_lang::contract',
      'ink::contract_ref!',
      '#[ink(messag)]',
      'std::vec::Vec',
      'self.env().debug_message()',
      'sol!',
      // Defined in subxt_signer and primitive_types, re-exported by ink!.
      'ink_e2e::alice',
      'ink::U256',
    ]) {
      expect(lookupDefinition('v6', written, scope), written).toBeUndefined();
    }
    expect(lookupDefinition('v3', 'ink::storage::Mapping')).toBeUndefined();
    expect(lookupDefinition('v2', 'ink::env::caller')).toBeUndefined();
  });
});

describe('the definitions in the reference lists', () => {
  it.each(VERSIONS)('%s: every re-export leads to a definition, every definition names a file', (version) => {
    const ref = loadReference(version);
    expect(ref.files).toEqual([...ref.files].sort());
    for (const [path, entry] of Object.entries(ref.definitions)) {
      expect(ref.paths[path], path).toBeDefined();
      if (typeof entry === 'string') expect(Array.isArray(ref.definitions[entry]), `${path} → ${entry}`).toBe(true);
      else expect(ref.files[entry[0]], path).toBeDefined();
    }
    // Members are listed under a type's canonical path, and only names the API check lists for it.
    for (const [type, items] of Object.entries(ref.members)) {
      expect(Array.isArray(ref.definitions[type]), type).toBe(true);
      const [, def = type.split('::').at(-1) ?? ''] = (ref.paths[type] ?? '').split(' ');
      for (const name of Object.keys(items)) expect(ref.methods[def], `${type}::${name}`).toContain(name);
    }
  });
});
