import type {Options as LlmsTxtOptions} from '../plugins/llms-txt';
import {referenceDocs, tutorialsDocs} from './docs';
import {CURRENT_VERSION} from './versions';
import {env} from './env';
import {site} from './site';

/** `/llms.txt` and the Markdown copy of every doc: what AI tools read instead of the HTML. */
export const llmsTxtOptions = {
  summary: site.tagline,
  details: [
    'ink! is a Rust language for smart contracts on Polkadot SDK chains; from v6, contracts run on pallet-revive (PolkaVM, RISC-V).',
    `Below: the latest documentation (${CURRENT_VERSION.label}) and the tutorials, grouped as in the site's sidebars.`,
    'Every page is also plain Markdown at its URL plus `.md`.',
  ].join(' '),
  // The preset's docs plugin has no id of its own: Docusaurus names it `default`.
  docsPluginId: 'id' in referenceDocs ? String(referenceDocs.id) : 'default',
  extraDocs: [{pluginId: tutorialsDocs.id, name: 'Tutorials'}],
  devServer: env.devServer,
} satisfies LlmsTxtOptions;
