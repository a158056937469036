// The side-by-side benchmark's helpers (the benchmark itself runs by hand: npm run bench:site).
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {benchRows, formatTable} from '../../scripts/lib/bench-table.mjs';
import {kindOf} from '../../scripts/lib/browser-weight.mjs';
import {median, medianSummary} from '../../scripts/lib/lighthouse.mjs';
import {maxRssFromTime} from '../../scripts/lib/measure-process.mjs';
import {serveStatic} from '../../scripts/lib/static-server.mjs';
import {codeBlockCount, markdownPage} from '../../scripts/lib/vanilla-site.mjs';

describe('generated vanilla pages', () => {
  it('are the same for the same path, about the asked size, with the asked code blocks and a table', () => {
    const page = markdownPage({seed: 'docs/basics/storing-values.md', bytes: 7600, codeBlocks: 3});
    expect(markdownPage({seed: 'docs/basics/storing-values.md', bytes: 7600, codeBlocks: 3})).toBe(page);
    expect(markdownPage({seed: 'docs/basics/events.md', bytes: 7600, codeBlocks: 3})).not.toBe(page);
    expect(Buffer.byteLength(page)).toBeGreaterThanOrEqual(7600);
    expect(Buffer.byteLength(page)).toBeLessThan(7600 * 1.25);
    expect(codeBlockCount(page)).toBe(3);
    expect(page).toMatch(/^## /m);
    expect(page).toMatch(/^\| Name \| Type \| Description \|$/m);
  });

  it('count the code blocks of a source', () => {
    expect(codeBlockCount('text\n```rust\nfn a() {}\n```\n\n  ```bash\nls\n  ```\n')).toBe(2);
    expect(codeBlockCount('no code')).toBe(0);
  });
});

describe('the benchmark static server', () => {
  let dir = '';
  let close = async () => {};
  afterEach(async () => {
    await close();
    if (dir) await rm(dir, {recursive: true, force: true});
  });

  it('serves /x as x/index.html or x.html, gzipped with its content type, and the 404 page otherwise', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
    await mkdir(path.join(dir, 'docs/intro'), {recursive: true});
    await writeFile(path.join(dir, 'docs/intro/index.html'), '<p>intro</p>');
    await writeFile(path.join(dir, 'about.html'), '<p>about</p>');
    await writeFile(path.join(dir, 'main.js'), 'console.log(1)');
    await writeFile(path.join(dir, '404.html'), '<p>lost</p>');
    const server = await serveStatic(dir);
    close = server.close;
    const get = (url: string) => fetch(server.url + url, {headers: {'accept-encoding': 'gzip'}});

    const intro = await get('/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.headers.get('content-encoding')).toBe('gzip');
    expect(intro.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await intro.text()).toBe('<p>intro</p>');
    expect(await (await get('/about')).text()).toBe('<p>about</p>');
    expect((await get('/main.js')).headers.get('content-type')).toMatch(/^text\/javascript/);
    const missing = await get('/nowhere');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<p>lost</p>');
    expect((await get('/../../etc/passwd')).status).toBe(404);
  });

  it('sends gzip bytes that decode to the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bench-server-'));
    await writeFile(path.join(dir, 'index.html'), 'home '.repeat(200));
    const server = await serveStatic(dir);
    close = server.close;
    const {request} = await import('node:http');
    const body = await new Promise<Buffer>((resolve) => {
      request(`${server.url}/`, {headers: {'accept-encoding': 'gzip'}}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).end();
    });
    expect(body.length).toBeLessThan(200);
    expect(gunzipSync(body).toString()).toBe('home '.repeat(200));
  });
});

describe('benchmark numbers', () => {
  it("read GNU time's peak memory and take medians", () => {
    expect(maxRssFromTime('\tMaximum resident set size (kbytes): 1392640\n')).toBe(1392640);
    expect(maxRssFromTime('nothing')).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const run = {performance: 0.9, accessibility: 1, bestPractices: 1, seo: 1, lcp: 1000, tbt: 100, cls: 0, bytes: 1};
    expect(medianSummary([run, {...run, tbt: 300}, {...run, tbt: 200}]).tbt).toBe(200);
  });

  it('sort requests by kind', () => {
    expect(kindOf('document')).toBe('html');
    expect(kindOf('script')).toBe('js');
    expect(kindOf('other', 'text/javascript; charset=utf-8')).toBe('js');
    expect(kindOf('stylesheet')).toBe('css');
    expect(kindOf('image', 'image/svg+xml')).toBe('other');
  });

  it('check each budget against vanilla, and say so when a number is missing', () => {
    const tally = (gzip: number) => ({
      html: {raw: 0, gzip: 0},
      js: {raw: 0, gzip},
      css: {raw: 0, gzip: 0},
      other: {raw: 0, gzip: 0},
      total: {raw: 0, gzip},
    });
    const visits = (gzip: number) => ({doc: {firstVisit: tally(gzip), prefetch: tally(0), withPrefetch: tally(gzip)}});
    const build = (perPageMs: number) => ({wallMs: perPageMs * 100, htmlPages: 100, perPageMs, maxRssKb: 1, peakTreeRssKb: 1});
    const rows = benchRows({
      ours: {main: {file: 'main.js', raw: 80, gzip: 20}, visits: visits(250 * 1024), build: build(105)},
      vanilla: {main: {file: 'main.js', raw: 100, gzip: 30}, visits: visits(100), build: build(100)},
    });
    const met = (label: string) => rows.find((row) => row[0] === label)?.[4];
    expect(met('`main` JS, raw / gzip')).toBe('PASS');
    expect(met('doc page first visit: HTML+JS+CSS gzip')).toBe('MISS');
    expect(met('cold build: wall per page')).toBe('PASS');
    expect(met('Lighthouse home: perf')).toBe('—');
    expect(formatTable(rows).split('\n')[0]).toMatch(/\| this site +\| vanilla 3\.10\.2 +\| budget +\| met\? \|/);
  });
});
