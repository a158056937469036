import {mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {flatPageFile} from '../../plugins/finished-pages/page-files';
import {applySecurityPolicy} from '../../plugins/finished-pages/security-policy';

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

  it('copies every folder page with its policy (the same file under a second name), keeps the folders, and overwrites no file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-files-'));
    const page = (text: string) => `<html><head><meta charset="utf-8"></head><body>${text}</body></html>`;
    const withPolicy = (text: string) =>
      `<html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="policy"><meta name="referrer" content="no-referrer"></head><body>${text}</body></html>`;
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
      await writeFile(path.join(dir, file), page(text));
    }
    expect(await applySecurityPolicy(dir, () => 'policy', 'no-referrer', flatPageFile)).toEqual({files: 7, copies: 3});
    for (const [flat, text] of [
      ['docs/v6.html', 'landing'],
      ['docs/v6/faq.html', 'faq'],
      ['docs/v6/faq/migrating.html', 'migrating'],
      ['search.html', 'already flat'],
    ]) {
      expect(await readFile(path.join(dir, flat ?? ''), 'utf8'), flat).toBe(withPolicy(text ?? ''));
    }
    for (const [file, text] of Object.entries(files)) {
      expect(await readFile(path.join(dir, file), 'utf8'), file).toBe(withPolicy(text));
    }
    // Each copy is its page under a second name, stored once: the build writes no page twice.
    for (const [flat, file] of [
      ['docs/v6.html', 'docs/v6/index.html'],
      ['docs/v6/faq/migrating.html', 'docs/v6/faq/migrating/index.html'],
    ]) {
      expect((await stat(path.join(dir, flat ?? ''))).ino, flat).toBe((await stat(path.join(dir, file ?? ''))).ino);
    }
    expect((await stat(path.join(dir, 'search.html'))).nlink, 'a flat page of its own').toBe(1);
    // Pages are replaced through a temporary file each, none of which is left behind.
    expect((await readdir(dir, {recursive: true})).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
