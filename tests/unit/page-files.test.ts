import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {addFlatPageFiles, flatPageFile} from '../../tools/build/page-files';

describe('pages as x.html beside x/index.html', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, {recursive: true, force: true});
  });

  it('names the flat file of a folder page, and none for the home page or a flat file', () => {
    expect(flatPageFile('docs/v6/basics/events/index.html')).toBe('docs/v6/basics/events.html');
    expect(flatPageFile('docs/v6/index.html')).toBe('docs/v6.html');
    expect(flatPageFile('index.html')).toBeNull();
    expect(flatPageFile('404.html')).toBeNull();
  });

  it('copies every folder page, keeps the folders, and overwrites no file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-files-'));
    const files: Record<string, string> = {
      'index.html': 'home',
      '404.html': 'not found',
      'docs/v6/index.html': 'landing',
      'docs/v6/faq/index.html': 'faq',
      'docs/v6/faq/migrating/index.html': 'migrating',
      'search.html': 'already flat',
      'search/index.html': 'search page',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), text);
    }
    expect(await addFlatPageFiles(dir)).toBe(3);
    for (const [flat, text] of [
      ['docs/v6.html', 'landing'],
      ['docs/v6/faq.html', 'faq'],
      ['docs/v6/faq/migrating.html', 'migrating'],
      ['search.html', 'already flat'],
    ]) {
      expect(await readFile(path.join(dir, flat ?? ''), 'utf8'), flat).toBe(text);
    }
    for (const file of Object.keys(files)) expect(existsSync(path.join(dir, file)), file).toBe(true);
  });
});
