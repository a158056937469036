import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {DiskCache} from '@site/tools/lib/disk-cache';

const NAME = `disk-cache-test-${process.pid}`;
const dir = path.join(process.cwd(), 'node_modules', '.cache', NAME);

describe('DiskCache: build work kept between builds', () => {
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('computes a value once, and a new process (a rebuild) reads it from disk instead of computing it', async () => {
    let computed = 0;
    const compute = () => `copy ${++computed}`;
    const first = new DiskCache<string>(NAME, 'code v1');
    expect(first.get(['page', 'title'], compute)).toBe('copy 1');
    expect(first.get(['page', 'title'], compute)).toBe('copy 1');
    await first.flush();
    const rebuild = new DiskCache<string>(NAME, 'code v1');
    expect(rebuild.get(['page', 'title'], compute)).toBe('copy 1');
    expect(computed).toBe(1);
    expect(rebuild.stats).toEqual({fromMemory: 0, fromDisk: 1});
  });

  it('keeps a value computed asynchronously (in a worker) the same way', async () => {
    let computed = 0;
    const compute = async () => `css ${++computed}`;
    const first = new DiskCache<string>(NAME, 'code v1');
    expect(await first.getAsync('themes', compute)).toBe('css 1');
    await first.flush();
    expect(await new DiskCache<string>(NAME, 'code v1').getAsync('themes', compute)).toBe('css 1');
    expect(computed).toBe(1);
  });

  it('recomputes when the input or the code that computes it changed', async () => {
    let computed = 0;
    const compute = () => ++computed;
    const first = new DiskCache<number>(NAME, 'code v1');
    first.get('input', compute);
    await first.flush();
    const edited = new DiskCache<number>(NAME, 'code v1');
    expect(edited.get('edited input', compute)).toBe(2);
    const changedCode = new DiskCache<number>(NAME, 'code v2');
    expect(changedCode.get('input', compute)).toBe(3);
    // Their writes finish before the folder is removed (a write racing the removal fails it).
    await Promise.all([edited.flush(), changedCode.flush()]);
  });

  it('recomputes over an unreadable entry instead of failing the build', async () => {
    const cache = new DiskCache<string>(NAME, 'code');
    cache.get('input', () => 'good');
    await cache.flush();
    const key = cache.key('input');
    writeFileSync(path.join(dir, key.slice(0, 2), `${key}.json`), '{truncated');
    const again = new DiskCache<string>(NAME, 'code');
    expect(again.get('input', () => 'recomputed')).toBe('recomputed');
    await again.flush();
  });
});
