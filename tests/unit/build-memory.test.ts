import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import type {Compiler} from 'webpack';
import buildMemory, {collector} from '@site/plugins/build-memory';
import {afterBundling} from '@site/tools/lib/after-bundling';

/** A compiler as far as `afterBundling` uses it: its `done` hook, finished on demand. */
function fakeCompiler(): {compiler: Compiler; finish: () => void} {
  const taps: (() => void)[] = [];
  const compiler = {hooks: {done: {tap: (_name: string, run: () => void) => taps.push(run)}}} as unknown as Compiler;
  return {compiler, finish: () => taps.forEach((run) => run())};
}

describe('afterBundling', () => {
  it('calls back once every configured compiler is done, not when the first is', () => {
    const then = vi.fn();
    const bundled = afterBundling('test', then);
    const client = fakeCompiler();
    const server = fakeCompiler();
    bundled().apply(client.compiler);
    bundled().apply(server.compiler);
    client.finish();
    expect(then).not.toHaveBeenCalled();
    server.finish();
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('build-memory', () => {
  it('adds its compiler plugin to production builds only', () => {
    const plugin = buildMemory();
    const configure = (mode: string) => plugin.configureWebpack?.({mode} as never, false, {} as never, {} as never);
    expect(configure('production')).toMatchObject({plugins: [expect.objectContaining({apply: expect.any(Function)})]});
    expect(configure('development')).toEqual({});
  });

  it('gets the collector without leaving a global gc to other code', () => {
    const gc = collector();
    expect(gc).toBeTypeOf('function');
    expect(() => gc()).not.toThrow();
    expect('gc' in globalThis).toBe(false);
    // Contexts made afterwards (a worker thread's, for one) have none either.
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
