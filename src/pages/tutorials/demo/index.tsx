import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import MarketingPage from '@site/src/components/MarketingPage';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import Section from '@site/src/components/Section';
import {FLIPPER_SAMPLE} from '@site/src/data/codeSamples';
import {SITE_PATHS} from '@site/src/data/sitePaths';
import Step from '@site/src/pages/tutorials/_components/Step';
import styles from './styles.module.css';

export default function TutorialDemo(): ReactNode {
  return (
    <MarketingPage
      title="Sample tutorial: flipper from zero"
      description="A worked mini-tutorial that shows how tutorials on this site are laid out: create, test, build, deploy and call the flipper contract with ink! 6."
      heading="Flipper from zero"
      eyebrow="Sample tutorial"
      lead="This page shows how a tutorial on this site is laid out, using a real one: create the classic flipper contract with ink! 6, test it, build it, deploy it to a local chain and call it.">
      <div className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8">
            <Section id="goal" title="What you will build" className={styles.flush}>
              <p>
                Flipper is the smallest useful contract: it stores one boolean, lets anyone flip it, and lets anyone
                read it. Small as it is, it touches everything a bigger contract needs: storage, a constructor, a
                message that changes state, a message that only reads, and a test.
              </p>
              <p>You need about twenty minutes, most of it waiting for the first compile.</p>
            </Section>
            <ol className={styles.steps}>
              <Step
                number={1}
                id="install"
                title="Install the tools"
                check={
                  <p>
                    The version command prints a version number. If the shell cannot find the command, make sure
                    Cargo’s bin directory is on your <code>PATH</code>.
                  </p>
                }>
                <p>
                  You need Rust (installed with rustup) and one of the two contract command lines. Pick one; the
                  rest of this tutorial shows cargo-contract, and Pop CLI offers equivalent commands.
                </p>
                <Tabs groupId="contract-cli">
                  <TabItem value="cargo-contract" label="cargo-contract" default>
                    <CodeBlock language="bash">
                      {'rustup component add rust-src\ncargo install --force --locked cargo-contract\ncargo contract --version'}
                    </CodeBlock>
                  </TabItem>
                  <TabItem value="pop-cli" label="Pop CLI">
                    <CodeBlock language="bash">
                      {'rustup component add rust-src\ncargo install --force --locked pop-cli\npop --version'}
                    </CodeBlock>
                  </TabItem>
                </Tabs>
              </Step>
              <Step
                number={2}
                id="create"
                title="Create the project"
                check={
                  <p>
                    A <code>flipper</code> folder exists with <code>Cargo.toml</code> and <code>lib.rs</code> in it.
                  </p>
                }>
                <p>
                  cargo-contract generates a new project from its template, which happens to be flipper. Run it
                  where you keep your projects:
                </p>
                <CodeBlock language="bash">{'cargo contract new flipper\ncd flipper'}</CodeBlock>
                <p>
                  <code>Cargo.toml</code> is an ordinary Cargo manifest. The contract’s ABI is set in its{' '}
                  <code>[package.metadata.ink-lang]</code> section: <code>&quot;ink&quot;</code> for the ink! ABI,{' '}
                  <code>&quot;sol&quot;</code> for the Solidity ABI that Ethereum tools understand, or{' '}
                  <code>&quot;all&quot;</code> for both. Keep the ink! ABI for this tutorial.
                </p>
                <CodeBlock language="toml" title="Cargo.toml">
                  {'[package.metadata.ink-lang]\nabi = "ink"'}
                </CodeBlock>
              </Step>
              <Step
                number={3}
                id="write"
                title="Read the contract"
                check={<p>You can point at the storage, the constructor and both messages in your own file.</p>}>
                <p>
                  Open <code>lib.rs</code>. Your generated file may carry more comments and an end-to-end test; the
                  highlighted lines below are the ones that make it a contract.
                </p>
                <CodeBlock language="rust" title={FLIPPER_SAMPLE.title} metastring="{3,5,12,18,24,34}">
                  {FLIPPER_SAMPLE.code}
                </CodeBlock>
                <ul>
                  <li>
                    <code>#[ink::contract]</code> turns the module into a contract and generates its entry points.
                  </li>
                  <li>
                    <code>#[ink(storage)]</code> marks the one struct whose fields live in contract storage.
                  </li>
                  <li>
                    <code>#[ink(constructor)]</code> creates an instance; a contract can have several.
                  </li>
                  <li>
                    <code>#[ink(message)]</code> marks callable functions. <code>&amp;mut self</code> means the call
                    may change storage and must be submitted as a transaction; <code>&amp;self</code> means it only
                    reads, so a dry run can answer it without a transaction.
                  </li>
                  <li>
                    <code>#[ink::test]</code> runs a unit test against an emulated chain environment.
                  </li>
                </ul>
              </Step>
              <Step
                number={4}
                id="test"
                title="Run the unit test"
                check={
                  <p>
                    The output lists <code>flip_changes_the_value</code> as <code>ok</code>.
                  </p>
                }>
                <p>Unit tests run off-chain, as ordinary Rust, so they are the fastest feedback you can get.</p>
                <CodeBlock language="bash">cargo test</CodeBlock>
              </Step>
              <Step
                number={5}
                id="build"
                title="Build the contract"
                check={
                  <p>
                    <code>target/ink/</code> contains <code>flipper.polkavm</code>, <code>flipper.json</code> and{' '}
                    <code>flipper.contract</code>.
                  </p>
                }>
                <p>
                  The build compiles the crate for PolkaVM and writes three files: the program, the metadata that
                  describes its messages and types, and a bundle holding both, which is what you deploy.
                </p>
                <CodeBlock language="bash">cargo contract build --release</CodeBlock>
              </Step>
              <Step
                number={6}
                id="deploy"
                title="Deploy to a local chain"
                check={<p>The command prints the address of the new contract, a hex value starting with 0x.</p>}>
                <p>
                  Start ink-node in a second terminal and leave it running. Then instantiate the contract with the
                  development account Alice, starting the flipper at <code>false</code>:
                </p>
                <CodeBlock language="bash">
                  {'cargo contract instantiate --constructor new --args false --suri //Alice --execute'}
                </CodeBlock>
                <Admonition type="note" title="Account mapping">
                  <p>
                    pallet-revive works with 20-byte addresses. An account that comes from the Substrate side has to
                    be mapped to one, once, with the pallet’s <code>map_account</code> call before it can deploy or
                    call contracts. If the instantiation is rejected because the account is not mapped, map it and
                    run the command again.
                  </p>
                </Admonition>
              </Step>
              <Step
                number={7}
                id="call"
                title="Call it"
                check={
                  <p>
                    The first <code>get</code> returns <code>false</code>; after the flip, it returns{' '}
                    <code>true</code>.
                  </p>
                }>
                <p>
                  Replace the address with the one from the previous step. Without <code>--execute</code>, a call is
                  a dry run: it reports the result without changing the chain, which is exactly what a read needs.
                </p>
                <CodeBlock language="bash">
                  {
                    'cargo contract call --contract 0xYOUR_CONTRACT_ADDRESS --message get --suri //Alice\ncargo contract call --contract 0xYOUR_CONTRACT_ADDRESS --message flip --suri //Alice --execute\ncargo contract call --contract 0xYOUR_CONTRACT_ADDRESS --message get --suri //Alice'
                  }
                </CodeBlock>
              </Step>
            </ol>
            <Section id="next-steps" title="What you learned, and what next" className={styles.flush}>
              <p>
                You created, tested, built, deployed and called an ink! 6 contract, and saw the difference between
                a message that writes and one that reads. From here, the{' '}
                <Link to={SITE_PATHS.tutorialsOverview}>tutorials overview</Link> leads to bigger projects, and the{' '}
                <Link to={SITE_PATHS.docsV6}>docs</Link> explain each concept this tutorial only touched.
              </p>
            </Section>
          </div>
          <aside className="col col--4" aria-labelledby="anatomy">
            <div className={styles.anatomy}>
              <Heading as="h2" id="anatomy" className={styles.anatomyTitle}>
                Anatomy of a tutorial page
              </Heading>
              <ul>
                <li>A header that says what you will have at the end.</li>
                <li>A short goal section with the time it takes.</li>
                <li>Numbered steps, each with one job and a command or code listing.</li>
                <li>A check after every step, so you know it worked before moving on.</li>
                <li>Tabs where readers choose between tools, and notes for the pitfalls.</li>
                <li>A closing section with what you learned and where to go next.</li>
              </ul>
              <p>
                Back to the <Link to={SITE_PATHS.tutorials}>tutorials</Link>.
              </p>
            </div>
          </aside>
        </div>
      </div>
    </MarketingPage>
  );
}
