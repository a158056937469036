/**
 * What ranking knows about this field and this site, kept as data: change a list here, not the
 * engine. Each list is short on purpose: an entry is a habit of readers or a kind of page, never
 * a single query.
 */

/**
 * Words readers use for what the docs call otherwise. Each entry maps a phrase to the phrase the
 * docs use; phrases of the same length are aligned word by word (`wasm size` → `code size`: `wasm`
 * may be found as `code`), otherwise every replacement word stands for the whole phrase. Matching
 * is by English stem, so `fees` and `deploying` use the entries of `fee` and `deploy`.
 */
export const SYNONYMS: readonly (readonly [string, string])[] = [
  // Readers upgrade; the docs migrate between versions, and replace a deployed contract's code with `set_code_hash`.
  ['upgrade', 'migrate set_code_hash'],
  // What a call costs is gas (ref_time/proof_size weight) on these chains.
  ['fee', 'gas weight'],
  // Putting a contract on chain is uploading its code and instantiating it.
  ['deploy', 'instantiate'],
  ['instantiate', 'deploy'],
  // The size limit is on the contract's code.
  ['wasm size', 'code size'],
  ['contract size', 'code size'],
  ['binary size', 'code size'],
  // "How big can a contract be", "how to make it smaller" ask for its size; the stems keep a
  // comparative whole, so "smaller" is also the docs' "small" ("keeping the binary small").
  ['big', 'size'],
  ['large', 'size'],
  ['smaller', 'size small'],
  // Storage is paid for with a deposit.
  ['storage cost', 'storage deposit'],
  // Installing the tools is the setup page's subject.
  ['install', 'setup'],
  // Solidity's words for ink!'s: `msg.sender` is the caller, `msg.value` the transferred value,
  // the fallback function a wildcard selector, a proxy a delegate call, a log an event.
  ['msg sender', 'caller'],
  ['msg value', 'transferred_value'],
  ['fallback', 'wildcard'],
  ['proxy', 'delegate'],
  // A proxy is how a contract is made upgradeable.
  ['proxy', 'upgradeable'],
  ['log', 'event'],
  ['interface', 'trait'],
  // What a Solidity contract's callers call is a function; an ink! contract's is a message.
  ['function', 'message'],
  // Rust's and other languages' collections for ink!'s storage types.
  ['hashmap', 'mapping'],
  // Compiling a contract is building it.
  ['compile', 'build'],
  ['blockchain', 'chain'],
  ['toolchain', 'tooling'],
  ['case study', 'stories'],
  // Whether ink! is still maintained is answered by the end of its active maintenance.
  ['maintained', 'maintenance'],
  ['unmaintained', 'maintenance'],
  ['discontinue', 'maintenance'],
  ['deprecated', 'maintenance'],
  // Money to build with is funding (grants, bounties, programmes).
  ['money', 'funding'],
  // What a reader pays is gas for a call and a deposit for the storage it uses.
  ['pay', 'gas deposit'],
  // Older chains charged storage rent; these charge a deposit.
  ['rent', 'deposit'],
  // More of Solidity's words: `selfdestruct` is `terminate_contract`, a `view` function a `&self`
  // message that reads, the hash of a function's signature its selector, "safe math" checked arithmetic.
  ['selfdestruct', 'terminate'],
  ['view function', 'read message'],
  ['function signature', 'selector'],
  ['safe math', 'checked arithmetic'],
  // A block explorer's "internal transactions" are the nested calls a trace shows; simulating a
  // call is a dry run; a contract spawning another instantiates it.
  ['internal transaction', 'nested call'],
  ['simulate', 'dry run'],
  ['spawn', 'instantiate'],
  // A dev chain is a development chain; testimonials are the stories page's.
  ['dev', 'development'],
  ['testimonial', 'stories'],
  // More of Solidity's: an NFT is an ERC-721 token (PSP34 in ink! 5), a state variable a storage
  // field, the global variables (`block.timestamp`, `msg.sender`) environment functions, the sender
  // the caller, a setter a message that mutates, an initializer the constructor, `tx.origin` what
  // `caller_is_origin` asks about, `delegatecall` a delegate call. Not "payment": a payable
  // message's, or the fees'.
  ['nft', 'erc721 psp34'],
  ['state variable', 'storage'],
  ['global variable', 'environment function'],
  ['sender', 'caller'],
  ['setter', 'mutate'],
  ['initializer', 'constructor'],
  ['tx origin', 'caller_is_origin'],
  ['delegatecall', 'delegate'],
  // The hash of a contract's bytecode is its code hash; Solidity's `sha256` is ink!'s `Sha2x256`.
  ['bytecode hash', 'code hash'],
  ['sha256', 'sha2x256'],
  // Ethereum's tools: Etherscan is a block explorer, Anvil and Ganache run a local node, Foundry's
  // cheatcodes (`vm.prank`, `vm.deal`) are the unit tests' helpers (`set_caller`, `set_contract_balance`).
  ['etherscan', 'explorer'],
  ['anvil', 'local node'],
  ['ganache', 'local node'],
  ['cheatcode', 'test helper'],
  // Substrate's `StorageMap` is a `Mapping`; messages between chains are XCM.
  ['storagemap', 'mapping'],
  ['cross chain', 'xcm'],
  // A programmer's words: a dictionary is a mapping, serialising is encoding (SCALE), a mock is the
  // unit tests' emulated environment, VS Code's extension the analyzer, the hello world the flipper.
  ['dictionary', 'mapping'],
  ['serialize', 'encode'],
  ['mock', 'emulated'],
  ['vscode', 'analyzer'],
  ['hello world', 'flipper'],
  // A newcomer's: coins are tokens, a seed phrase is a mnemonic, logging in with a wallet is
  // connecting it, a quickstart is the setup page.
  ['coin', 'token'],
  ['seed phrase', 'mnemonic'],
  ['login', 'connect'],
  ['quickstart', 'setup'],
  // Debugging words: a breakpoint is set in a debugger (gdb, lldb attached to `cargo test`), a stack
  // trace is a panic's backtrace, a contract that crashes panics and traps.
  ['breakpoint', 'debugger'],
  ['gdb', 'debugger'],
  ['lldb', 'debugger'],
  ['stack trace', 'backtrace'],
  ['crash', 'panic trap'],
  // Security words: a vulnerability is the security pages' (and audits') subject; a reentrant call
  // is what reentrancy allows.
  ['vulnerability', 'security'],
  ['reentrant', 'reentrancy'],
  // An exploit is an attack; an underflow is checked with the overflows; a whitelist is an allowlist.
  ['exploit', 'attack'],
  ['underflow', 'overflow'],
  ['whitelist', 'allowlist'],
  // Solidity's `uint` is a 256-bit unsigned integer, ink!'s `U256`; an event's `indexed`
  // parameter is an ink! event's topic.
  ['uint', 'u256'],
  ['indexed', 'topic'],
  // A GUI for contracts is the Contracts UI; an IDE's support for ink! is ink-analyzer.
  ['gui', 'ui'],
  ['ide', 'analyzer'],
  // The docs spell British: readers' `optimize` and `behavior` are the docs' `optimise`, `behaviour`.
  ['optimize', 'optimise'],
  ['behavior', 'behaviour'],
  // Other chains' words: Cosmos's appchain and Ethereum's layer 2 (L2) are what Polkadot calls a
  // parachain or rollup; Borsh (Solana's, NEAR's encoding) is SCALE here, an IDL (Anchor's,
  // Candid's) the contract's metadata, Solana's CPI (cross-program invocation) a cross-contract
  // call, its airdrop of test tokens the faucet's; Subscan, Polkadot's Etherscan, is an explorer.
  ['appchain', 'parachain'],
  ['l2', 'rollup'],
  ['layer 2', 'rollup'],
  ['borsh', 'scale'],
  ['idl', 'metadata'],
  ['cpi', 'cross contract'],
  ['airdrop', 'faucet'],
  ['subscan', 'explorer'],
  // Abbreviations: PVM is PolkaVM, the MSRV the minimum Rust version, a localnet a local node.
  ['pvm', 'polkavm'],
  ['msrv', 'minimum rust version'],
  ['localnet', 'local node'],
  // A programmer's words: a decorator (Python's, TypeScript's, Vyper's `@external`) is an
  // attribute, static analysis the linter's, printing the `debug_println!` that debug events
  // replace, a sample an example, a course the tutorials; an inter-contract call is cross-contract,
  // Solidity's storage slots are storage keys, and the current time is the block's timestamp.
  ['decorator', 'attribute'],
  ['static analysis', 'linter'],
  ['print', 'println'],
  ['sample', 'example'],
  ['course', 'tutorial'],
  ['inter contract', 'cross contract'],
  ['storage slot', 'storage key'],
  ['current time', 'block_timestamp'],
  // Porting a contract to a new version is migrating it; "abandoned" asks whether it is still
  // maintained; a sponsorship is funding; Solidity's dynamic array (`T[]`) in storage is a
  // `StorageVec`; JavaScript's `console.log` is the contract's debug printing.
  ['port', 'migrate'],
  ['abandoned', 'maintenance'],
  ['sponsorship', 'funding'],
  ['dynamic array', 'storagevec'],
  ['console log', 'debug_println'],
  // Other ecosystems' words for these docs': a mainnet is a production chain, Foundry's
  // cheatcodes are what the sandbox's direct runtime access does, a meetup is an upcoming event,
  // and a lint's "memory leak" is storage that is never freed.
  ['mainnet', 'production chain'],
  ['cheatcode', 'sandbox'],
  ['meetup', 'upcoming events'],
  ['memory leak', 'never freed'],
];

/**
 * Pages whose purpose is to list or compare: FAQs and migration guides, brand assets, the
 * project, tool and chain lists, news and monthly updates, example and idea lists, comparisons.
 * They mention everything, so they come first only when the query names them; otherwise they fall
 * behind the page about the subject. `path` is matched against each segment of a page's path; a
 * query names the page with one of `names` (by stem), or, where `byTitle`, with a word of the
 * page's title or URL (the migration guide's "migrating", the comparison's "cosmwasm"); where
 * `joins`, `names` are words that join what a query compares and name no page by themselves. The brand
 * assets are not named by their titles: "cargo-contract artwork" is not what "cargo contract new"
 * asks for.
 */
export const LISTING_PAGES: readonly {path: RegExp; names: readonly string[]; byTitle: boolean; joins?: true}[] = [
  {path: /^faq$/, names: ['faq', 'question'], byTitle: true},
  {path: /^migrating-/, names: ['migrate', 'migration', 'upgrade'], byTitle: true},
  {
    path: /^brand-assets$/,
    names: ['brand', 'asset', 'logo', 'artwork', 'sticker', 'badge', 'wordmark', 'mark', 'colour', 'color', 'font'],
    byTitle: false,
  },
  {path: /^(tooling|projects|chains|stories|news)$/, names: [], byTitle: true},
  {path: /^monthly-update$/, names: ['monthly', 'update'], byTitle: true},
  {path: /^examples$/, names: ['example'], byTitle: true},
  {path: /^ideas$/, names: ['idea'], byTitle: true},
  // The blog's tag, archive and author pages list posts: named by what they are, not their titles.
  {path: /^(tags|archive|authors)$/, names: ['tag', 'tagged', 'archive', 'author'], byTitle: false},
  {path: /^(components-cheatsheet|layout|rive-demo)$/, names: [], byTitle: true},
  // A comparison is named by what it compares: its `names` only join them ("Vec vs Mapping" asks
  // for the storage types compared, not for "ink! vs Solidity").
  {path: /-vs-/, names: ['vs', 'versus', 'compare', 'comparison', 'difference'], byTitle: true, joins: true},
];

/**
 * Words that name no page in particular on this site: a query "names" a page (a listing page
 * too) only with a word other than these (and, for a listing, other than a number) in its title
 * or URL.
 */
export const SITE_WORDS: ReadonlySet<string> = new Set(['ink', 'contract', 'contracts', 'smart', 'docs', 'polkadot']);

/**
 * Words that ask for news: with one of them (or "new" next to a version number), the blog's
 * release posts rank with the docs instead of behind them. "Updates" are news ("where to follow
 * ink updates"); to update, the verb, is what a contract's code does (`set_code_hash`).
 */
export const NEWS_WORDS: readonly RegExp[] = [
  /^releas/,
  /^announc/,
  /^news$/,
  /^blog$/,
  /^launch/,
  /^publish/,
  /^changelog$/,
  /^updates$/,
];

/** Names whose versions readers type as a bare number: `ink 5`, `cargo-contract 4`, `version 6`. */
export const VERSIONED: ReadonlySet<string> = new Set(['ink', 'contract', 'version', 'v']);

/**
 * Pages that report news, by path: the blog's posts (not its tag, archive and author pages, which
 * list them), the news page, the monthly updates.
 */
export const NEWS_PAGES: readonly RegExp[] = [
  /^\/blog\/(?!(?:tags|archive|authors)(?:\/|$))./,
  /^\/news\/?$/,
  /\/monthly-update(\/|$)/,
];

/**
 * Words a question starts with ("how do i …", "which one …", "can i …"): a question describes
 * its answer with all its words, so ranking asks more of a record that misses one of them.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  'how what why which where when who whom whose can could do does did is are should would will'.split(' '),
);

/**
 * Words of a question that do not say what it is about ("why", "which one", "do i need"), and
 * the halves of contractions ("doesn't" → "doesn"): searched, but a page missing them loses
 * nothing. Stop words ("how", "what", "is") are left out of queries already.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'get why who whom whose did could might must shall one ones need needs want wants make way ways possible still any anything some know much many ' +
    'also just really other another doesn don isn aren wasn weren didn won hasn haven shouldn couldn wouldn vs versus'
  ).split(' '),
);
