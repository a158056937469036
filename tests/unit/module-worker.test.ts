import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {copyText} from '@site/plugins/code-blocks/copyText';
import {ModuleWorker} from '@site/tools/lib/module-worker';

const MODULE = path.resolve(__dirname, '../../plugins/code-blocks/copyText.ts');
const THREAD = path.resolve(__dirname, '../fixtures/thread.ts');

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

  it('stops once idle for its idle time, but not while held: a held worker keeps what it loaded until released', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    try {
      const worker = new ModuleWorker(THREAD, 1000);
      const thread = () => worker.call<number>('threadId');
      const first = await thread();
      vi.advanceTimersByTime(2000);
      const second = await thread();
      expect(second).not.toBe(first);

      const release = worker.hold();
      vi.advanceTimersByTime(2000);
      expect(await thread()).toBe(second);
      release();
      expect(await thread()).not.toBe(second);
    } finally {
      vi.useRealTimers();
    }
  });
});
