import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const PAGES = path.join(__dirname, '../../src/pages');

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.(mdx?|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('code highlighting on top-level pages', () => {
  // Docs, tutorials and blog posts get Prism through their theme wraps. A top-level page with a code
  // block must bring it itself, or its code blocks hydrate only once Prism's chunk has arrived: a
  // TSX page uses HighlightedCodeBlock, an MDX page has PrismProvider as its layout.
  const withCode = files(PAGES).filter((file) => /^\s*```|<CodeBlock\b/m.test(readFileSync(file, 'utf8')));

  it('finds the pages that show code', () => {
    expect(withCode.length).toBeGreaterThan(0);
  });

  for (const file of withCode) {
    it(`${path.relative(PAGES, file)} brings Prism with its chunk`, () => {
      const text = readFileSync(file, 'utf8');
      if (file.endsWith('.tsx')) {
        expect(text).toContain("import {HighlightedCodeBlock as CodeBlock} from '@site/src/codeHighlighting/withPrism';");
        expect(text).not.toContain("from '@theme/CodeBlock'");
      } else {
        expect(text).toContain("export {PrismProvider as default} from '@site/src/codeHighlighting/withPrism';");
      }
    });
  }
});
