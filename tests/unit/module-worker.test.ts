import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {copyText} from '@site/plugins/code-blocks/copyText';
import {ModuleWorker} from '@site/tools/lib/module-worker';

const MODULE = path.resolve(__dirname, '../../plugins/code-blocks/copyText.ts');

describe('a module run in a worker thread', () => {
  it('gives what the function gives in this thread, for calls made together', async () => {
    const worker = new ModuleWorker(MODULE);
    const lines = [
      '<span class="line">let a = 1;</span>',
      '<span class="line diff remove">old</span>\n<span class="line">&lt;T&gt;</span>',
    ];
    expect(await Promise.all(lines.map((html) => worker.call<string>('copyText', html)))).toEqual(lines.map(copyText));
  });

  it('rejects a call with the error thrown in the worker', async () => {
    await expect(new ModuleWorker(MODULE).call('noSuchFunction')).rejects.toThrow(/is not a function/);
  });
});
