import type {Compiler} from 'webpack';

/** A compiler plugin, as `configureWebpack` returns it in `plugins`. */
export type CompilerPlugin = {apply: (compiler: Compiler) => void};

/**
 * Calls `then` once bundling is over: every compiler a build configures (the client's and the
 * server's; Docusaurus asks each plugin's `configureWebpack` once per compiler, before either
 * compiles) has finished. Call the returned function in `configureWebpack` and add its plugin.
 */
export function afterBundling(name: string, then: () => void): () => CompilerPlugin {
  let running = 0;
  return () => {
    running += 1;
    return {
      apply: (compiler) =>
        compiler.hooks.done.tap(name, () => {
          running -= 1;
          if (running === 0) then();
        }),
    };
  };
}
