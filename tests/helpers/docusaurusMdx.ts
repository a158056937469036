/**
 * A page compiled as `docusaurus build` compiles it (@docusaurus/mdx-loader's preprocessing,
 * parser and remark plugins, with the default Markdown settings, which the site keeps), for tests
 * of remark plugins that read the tree Docusaurus parses. The loader's compile step is not part
 * of its public API: a Docusaurus upgrade that moves it fails these tests first.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

const require = createRequire(__filename);
const SITE_DIR = path.resolve(__dirname, '../..');

type CompileToJsx = (parameters: {
  filePath: string;
  fileContent: string;
  frontMatter: Record<string, unknown>;
  compilerName: 'server' | 'client';
  options: Record<string, unknown>;
}) => Promise<{content: string}>;

const {compileToJSX} = require('@docusaurus/mdx-loader/lib/utils.js') as {compileToJSX: CompileToJsx};
const {DEFAULT_MARKDOWN_CONFIG} = require('@docusaurus/core/lib/server/configValidation.js') as {
  DEFAULT_MARKDOWN_CONFIG: Record<string, unknown>;
};

/** Compile `fileContent` (the file at `filePath`) to JSX with `beforeDefaultRemarkPlugins`. */
export async function compileWithDocusaurus(
  filePath: string,
  fileContent: string,
  beforeDefaultRemarkPlugins: unknown[],
): Promise<string> {
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath, fileContent});
  const markdownConfig = {
    ...DEFAULT_MARKDOWN_CONFIG,
    parseFrontMatter: ({
      defaultParseFrontMatter,
      ...rest
    }: {defaultParseFrontMatter: typeof DEFAULT_PARSE_FRONT_MATTER} & Parameters<typeof DEFAULT_PARSE_FRONT_MATTER>[0]) =>
      defaultParseFrontMatter(rest),
  };
  const {content} = await compileToJSX({
    filePath,
    fileContent,
    frontMatter,
    compilerName: 'server',
    options: {
      markdownConfig,
      admonitions: true,
      beforeDefaultRemarkPlugins,
      remarkPlugins: [],
      siteDir: SITE_DIR,
      staticDirs: [path.join(SITE_DIR, 'static')],
    },
  });
  return content;
}
