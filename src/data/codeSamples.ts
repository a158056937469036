/**
 * The code the TSX pages show, kept as data: plugins/code-blocks highlights it at build time (one
 * file per group, `@generated/code-blocks/<group>.json`), and the unit tests parse every Rust
 * sample, so a broken snippet never reaches a reader. No imports: the build reads this file
 * before the site's aliases exist.
 */
export type CodeSample = {
  language: 'rust' | 'bash' | 'tsx';
  /** File name shown as the code block title. */
  title?: string;
  code: string;
};

const HOME_SAMPLE: CodeSample = {
  language: 'rust',
  title: 'lib.rs',
  code: `#![cfg_attr(not(feature = "std"), no_std, no_main)]

#[ink::contract]
mod tip_jar {
    use ink::{storage::Mapping, U256};

    /// Emitted for every tip, so a frontend can show a live feed.
    #[ink(event)]
    pub struct Tipped {
        #[ink(topic)]
        from: Address,
        amount: U256,
    }

    #[ink(storage)]
    #[derive(Default)]
    pub struct TipJar {
        /// Total tipped per sender, keyed by their 20-byte address.
        totals: Mapping<Address, U256>,
    }

    impl TipJar {
        #[ink(constructor)]
        pub fn new() -> Self {
            Self::default()
        }

        /// Keeps the value sent with the call as a tip.
        #[ink(message, payable)]
        pub fn tip(&mut self) {
            let from = self.env().caller();
            let amount = self.env().transferred_value();
            let total = self.total_from(from).saturating_add(amount);
            self.totals.insert(from, &total);
            self.env().emit_event(Tipped { from, amount });
        }

        /// How much an address has tipped so far.
        #[ink(message)]
        pub fn total_from(&self, who: Address) -> U256 {
            self.totals.get(who).unwrap_or_default()
        }
    }
}
`,
};

export const CODE_SAMPLES = {
  home: {tipJar: HOME_SAMPLE},
  /** By tool id (src/data/tooling.ts): the command shown on the tool's card. */
  tooling: {
    'ink-linter': {language: 'bash', code: 'cargo dylint --all'},
    'cargo-contract': {language: 'bash', code: 'cargo install --force --locked cargo-contract --version 6.0.0-beta.1'},
    'pop-cli': {language: 'bash', code: 'pop new contract'},
  },
  layout: {
    page: {
      language: 'tsx',
      title: 'src/pages/example.tsx',
      code: `import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';

export default function Example(): ReactNode {
  return (
    <Layout title="Example" description="One sentence for search results.">
      <main>
        <PageHeader title="Example" lead="What the reader gets from this page." />
        <Section id="first" title="First section">
          <p>Content.</p>
        </Section>
      </main>
    </Layout>
  );
}`,
    },
    grid: {
      language: 'tsx',
      code: `<div className="row">
  <div className="col col--4">One third</div>
  <div className="col col--4">One third</div>
  <div className="col col--4">One third</div>
</div>`,
    },
    cards: {
      language: 'tsx',
      code: `<CardGrid columns={3}>
  <Card key="docs" title="Documentation" links={[{label: 'Open the docs', to: SITE_PATHS.latestDocs}]}>
    <p>Body text of the card.</p>
  </Card>
</CardGrid>`,
    },
    header: {
      language: 'tsx',
      code: `<PageHeader eyebrow="Design" title="Layout building blocks" lead="One or two sentences.">
  <Link className="button button--primary" to={SITE_PATHS.latestDocs}>Primary action</Link>
</PageHeader>`,
    },
    timeline: {language: 'tsx', code: `<Timeline milestones={MILESTONES} />`},
  },
} satisfies Record<string, Record<string, CodeSample>>;

export type CodeSampleGroup = keyof typeof CODE_SAMPLES;
