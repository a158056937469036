/**
 * The TSX pages' code samples (src/data/codeSamples.ts) highlighted like every fenced block, one
 * JSON file per group in the generated files, which the page imports as
 * `@generated/code-blocks/<group>.json`: a page's chunk carries only its own samples.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {CodeSample} from '../../src/data/codeSamples';
import {highlight} from './highlight';

export type HighlightedSample = Pick<CodeSample, 'language' | 'title'> & {html: string};

export async function writeSamples(dir: string, groups: Record<string, Record<string, CodeSample>>): Promise<void> {
  mkdirSync(dir, {recursive: true});
  for (const [group, samples] of Object.entries(groups)) {
    const highlighted: Record<string, HighlightedSample> = {};
    for (const [id, {language, title, code}] of Object.entries(samples)) {
      const {html} = await highlight({code, lang: language});
      highlighted[id] = {language, ...(title ? {title} : {}), html};
    }
    writeFileSync(path.join(dir, `${group}.json`), JSON.stringify(highlighted));
  }
}
