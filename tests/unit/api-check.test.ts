import {describe, expect, it, vi} from 'vitest';
import {
  API_VERSIONS,
  checkApiPages,
  checkInlineCode,
  checkPageApi,
  checkPath,
  checkRustBlock,
  loadReference,
} from '../../tools/checks/api-check';

const FLIPPER_V6 = `
#![cfg_attr(not(feature = "std"), no_std, no_main)]

#[ink::contract]
mod flipper {
    use ink::storage::Mapping;

    #[ink(storage)]
    pub struct Flipper {
        value: bool,
        votes: Mapping<Address, u32>,
    }

    #[ink(event)]
    pub struct Flipped {
        #[ink(topic)]
        by: Address,
    }

    impl Flipper {
        #[ink(constructor)]
        pub fn new(init_value: bool) -> Self {
            Self { value: init_value, votes: Mapping::default() }
        }

        #[ink(message, selector = 0xCAFEBABE)]
        pub fn flip(&mut self) {
            self.value = !self.value;
            let caller = self.env().caller();
            let count = self.votes.get(caller).unwrap_or(0);
            self.votes.insert(caller, &(count + 1));
            self.env().emit_event(Flipped { by: caller });
        }

        #[ink(message)]
        pub fn get(&self) -> bool {
            self.value
        }
    }

    #[cfg(all(test, feature = "e2e-tests"))]
    mod e2e_tests {
        use super::*;
        use ink_e2e::ContractsBackend;

        type E2EResult<T> = std::result::Result<T, Box<dyn std::error::Error>>;

        #[ink_e2e::test(backend(runtime_only(sandbox = ink_sandbox::DefaultSandbox, client = ink_sandbox::SandboxClient)))]
        async fn it_works<Client: E2EBackend>(mut client: Client) -> E2EResult<()> {
            let mut constructor = FlipperRef::new(false);
            let contract = client
                .instantiate("flipper", &ink_e2e::alice(), &mut constructor)
                .submit()
                .await
                .expect("instantiate failed");
            let get = contract.call_builder::<Flipper>().get();
            let result = client.call(&ink_e2e::alice(), &get).dry_run().await?;
            assert!(!result.return_value());
            Ok(())
        }
    }
}
`;

async function names(code: string, version: string, fragment = false): Promise<string[]> {
  return (await checkRustBlock(code, version, {fragment})).map((p) => p.message);
}

describe('API reference lists', () => {
  it.each(Object.entries(API_VERSIONS))('%s lists the crates of %s', (version, tag) => {
    const ref = loadReference(version);
    expect(ref.tag).toBe(tag);
    expect(ref.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(ref.crates).toContain(version === 'v3' ? 'ink_lang' : 'ink');
    expect(ref.methods.EnvAccess).toContain('caller');
    expect(ref.attributes.ink).toEqual(expect.arrayContaining(['storage', 'message', 'constructor', 'payable', 'selector']));
  });

  it('knows what each release added and removed', () => {
    const [v3, v4, v5, v6] = [loadReference('v3'), loadReference('v4'), loadReference('v5'), loadReference('v6')];
    // ink! 6 renamed `contract_ref!` and dropped chain extensions for precompiles.
    expect(checkPath(['ink', 'contract_ref_from_path'], v6, 'macro')).toBeNull();
    expect(checkPath(['ink', 'contract_ref'], v6, 'macro')).not.toBeNull();
    expect(checkPath(['ink', 'chain_extension'], v6)).not.toBeNull();
    expect(checkPath(['ink', 'chain_extension'], v5, 'attribute')).toBeNull();
    // `StorageVec` arrived in 5.0; `Lazy` and the single `ink` crate in 4.0.
    expect(checkPath(['ink', 'storage', 'StorageVec'], v5)).toBeNull();
    expect(checkPath(['ink', 'storage', 'StorageVec'], v4)).not.toBeNull();
    expect(checkPath(['ink', 'storage', 'Lazy'], v4)).toBeNull();
    expect(checkPath(['ink_storage', 'traits', 'SpreadAllocate'], v3)).toBeNull();
    expect(checkPath(['ink_storage', 'traits', 'SpreadAllocate'], v4)).not.toBeNull();
    // 4.0 removed `returns_result` from chain extensions; 5.0 renamed `extension` to `function`.
    expect(v3.attributes.ink).toContain('returns_result');
    expect(v4.attributes.ink).not.toContain('returns_result');
    expect(v4.attributes.ink).toContain('extension');
    expect(v5.attributes.ink).toContain('function');
    expect(v5.attributes.ink).not.toContain('extension');
    // The e2e backend attribute: `runtime_only` at the tag; `runtime` is unreleased master syntax.
    expect(v6.attributes['ink_e2e::test']).toContain('runtime_only');
    expect(v6.attributes['ink_e2e::test']).not.toContain('runtime');
    expect(v6.contractAliases).not.toContain('U256');
    expect(v6.contractAliases).toContain('Address');
  });
});

describe('the API check on a Rust block', () => {
  it('accepts a complete, correct ink! 6 contract with an e2e test', async () => {
    expect(await names(FLIPPER_V6, 'v6')).toEqual([]);
  });

  it('flags the renamed contract_ref! and names the new macro', async () => {
    const problems = await names('fn f() { let r: contract_ref!(Erc20) = todo!(); }', 'v6');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/contract_ref!.*nearest: `contract_ref_from_path`/);
  });

  it('accepts macros the block imports by name or may import through a glob from another crate', async () => {
    expect(await names('use alloy::sol;\nsol! { function get() external view returns (bool); }', 'v6')).toEqual([]);
    expect(await names('use frame_support::pallet_prelude::*;\nfn f() { ensure!(true, ()); }', 'v6')).toEqual([]);
    expect(await names('fn f() { ensure!(true, ()); }', 'v6')).toEqual([expect.stringMatching(/macro `ensure!`/)]);
  });

  it('flags an e2e attribute argument the release does not accept', async () => {
    const problems = await names('#[ink_e2e::test(runtime)]\nasync fn t() {}', 'v6');
    expect(problems.join()).toMatch(/`runtime` is not an argument .* \(nearest: `runtime_only`\)/);
  });

  it('flags a type #[ink::contract] does not bring into scope, with the import to add', async () => {
    const code = FLIPPER_V6.replace('value: bool,', 'value: bool,\n        total: U256,');
    const problems = await names(code, 'v6');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/type `U256` is not in scope.*nearest: `use ink::U256;`/);
    // The same text as a fragment is not a whole contract: names may come from elsewhere.
    expect(await names(code, 'v6', true)).toEqual([]);
  });

  it('flags methods that do not exist on self.env(), on storage fields and on the e2e client', async () => {
    const code = FLIPPER_V6.replace('self.env().caller()', 'self.env().debug_message("x")')
      .replace('self.votes.insert(', 'self.votes.insert_or_panic(')
      .replace('.dry_run()', '.simulate()');
    const problems = await names(code, 'v6');
    expect(problems).toEqual([
      expect.stringMatching(/`self.env\(\)` has no method `debug_message`/),
      expect.stringMatching(/`Mapping` has no method `insert_or_panic` .*nearest: `insert`/),
      expect.stringMatching(/e2e client .* no method `simulate`/),
    ]);
  });

  it("checks a storage field's methods against the type its own struct declares", async () => {
    const code = `
use ink::storage::Mapping;

pub struct AccountSet {
    members: Mapping<u32, u8>,
}

pub struct Council {
    members: AccountSet,
}

impl AccountSet {
    pub fn has(&self, id: u32) -> bool {
        self.members.contains(id)
    }
}

impl Council {
    pub fn size(&self) -> u32 {
        self.members.len()
    }
}`;
    expect(await names(code, 'v6')).toEqual([]);
    expect(await names(code.replace('self.members.contains(id)', 'self.members.len() > 0'), 'v6')).toEqual([
      expect.stringMatching(/`Mapping` has no method `len`/),
    ]);
  });

  it('flags paths, imports and attribute arguments from another release', async () => {
    const code = `
use ink_lang as ink;
use ink::storage::StorageVec;

#[ink::chain_extension(extension = 1)]
pub trait Rand {
    type ErrorCode = ();
    #[ink(function = 1, returns_result = false)]
    fn random() -> [u8; 32];
}`;
    const problems = await names(code, 'v6');
    expect(problems.join('\n')).toMatch(/crate `ink_lang` is not part of ink! v6.0.0-beta.1/);
    expect(await names(code.replace('use ink_lang as ink;\n', ''), 'v5')).toEqual([
      expect.stringMatching(/`#\[ink\(returns_result\)\]` is not an argument ink! v5.1.1 accepts/),
    ]);
  });

  it('checks ink! 3 code with its `use ink_lang as ink;` convention', async () => {
    const code = `
use ink_lang as ink;

#[ink::contract]
mod counter {
    use ink_storage::{traits::SpreadAllocate, Mapping};

    #[ink(storage)]
    #[derive(SpreadAllocate)]
    pub struct Counter {
        counts: Mapping<AccountId, u32>,
    }

    impl Counter {
        #[ink(constructor)]
        pub fn new() -> Self {
            ink_lang::utils::initialize_contract(|_: &mut Self| {})
        }

        #[ink(message)]
        pub fn bump(&mut self) {
            let caller = self.env().caller();
            let count = self.counts.get(caller).unwrap_or(0);
            self.counts.insert(caller, &(count + 1));
        }
    }
}`;
    expect(await names(code, 'v3')).toEqual([]);
    expect((await names(code, 'v4')).join('\n')).toMatch(/crate `ink_lang` is not part of ink! v4.3.0/);
  });

  it('loads the Rust grammar once however many blocks ask for it at once (as the build does)', async () => {
    vi.resetModules();
    const {getRustParser} = await import('../../tools/checks/rust-parser');
    const parsers = await Promise.all(Array.from({length: 4}, () => getRustParser()));
    expect(new Set(parsers).size).toBe(1);
  });
});

describe('the API check on a page', () => {
  it('checks a block marked api=v5 against 5.1.1 and reports the line in the file', async () => {
    const page = [
      '---',
      'title: Migrating',
      'description: From ink! 5 to 6.',
      '---',
      '',
      'Before:',
      '',
      '```rust fragment api=v5',
      '#[ink::chain_extension(extension = 1)]',
      'pub trait Rand {}',
      '```',
      '',
      '```rust fragment',
      '#[ink::chain_extension(extension = 1)]',
      'pub trait Rand {}',
      '```',
    ].join('\n');
    const problems = await checkPageApi('docs/faq/example.md', page);
    expect(problems).toEqual([expect.stringMatching(/^line 14: `ink::chain_extension` does not exist in ink! v6.0.0-beta.1/)]);
  });

  it('checks a block showing a change on both sides: the new code at the page’s release, the old at before=vN', async () => {
    const block = (meta: string) =>
      [
        '---',
        'title: Migrating',
        'description: From ink! 5 to 6.',
        '---',
        '',
        `\`\`\`rust fragment${meta}`,
        'fn log(&self) {',
        '    ink::env::debug_println!("called"); // [!code --]',
        '    ink::env::caller::<ink::env::DefaultEnvironment>(); // [!code ++]',
        '}',
        '```',
      ].join('\n');
    // Without before=, the old side is read as v6 code, where `debug_println!` does not exist.
    expect(await checkPageApi('docs/faq/example.md', block(''))).toEqual([expect.stringMatching(/^line 8: .*debug_println/)]);
    expect(await checkPageApi('docs/faq/example.md', block(' before=v5'))).toEqual([]);
    expect(await checkPageApi('docs/faq/example.md', block(' before=v9'))).toEqual([
      expect.stringMatching(/before=v9 names no documented release/),
    ]);
  });

  it('flags ink! names in inline code unless the paragraph names another release', () => {
    const wrong = 'Print with `ink::env::debug_println!` while testing.';
    expect(checkInlineCode(wrong, 'v6')).toEqual([expect.objectContaining({line: 1, name: 'ink::env::debug_println'})]);
    expect(checkInlineCode('ink! 5 had `ink::env::debug_println!`; 6 removed it.', 'v6')).toEqual([]);
    expect(checkInlineCode('Mark a field with `#[ink(topik)]`.', 'v6')[0]?.message).toMatch(/nearest: `topic`/);
  });
});

const results = await checkApiPages();

describe('every Rust block and inline ink! name uses its release’s API', () => {
  it('finds the pages', () => {
    expect(results.length).toBeGreaterThan(300);
  });

  it.each(results.map((r) => [r.file, r.problems] as const))('%s', (_file, problems) => {
    expect(problems).toEqual([]);
  });
});
