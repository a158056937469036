/**
 * The build's last pass over its pages, inside Docusaurus's build (`postBuild`):
 * 1. the redirect pages of old URLs, written by `@docusaurus/plugin-client-redirects`, which this
 *    plugin runs so that they exist before the pass (Docusaurus runs the plugins' `postBuild`s
 *    side by side, in no order);
 * 2. every HTML file then gets its Content-Security-Policy, allowing by hash exactly the inline
 *    scripts that file holds (only now is every inline script known), and the referrer policy
 *    (./security-policy.ts);
 * 3. each page `x/index.html` is also `x.html`, the same file under a second name (./page-files.ts).
 * The other plugins' `postBuild`s read pages meanwhile (the search index); a page is replaced
 * whole (./security-policy.ts), so a reader sees it before or after, never half written.
 */
import clientRedirects, {type PluginOptions as RedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {flatPageFile} from './page-files';
import {applySecurityPolicy, type PolicyFor} from './security-policy';

export type Options = {
  /** The old paths that redirect to a page of the build (the redirects plugin's `createRedirects`). */
  createRedirects: NonNullable<RedirectsOptions['createRedirects']>;
  /** A page's Content-Security-Policy from the hashes of its inline scripts. */
  policyFor: PolicyFor;
  referrerPolicy: string;
};

/** `plugins: [finishedPages(options)]`. */
export default function finishedPages({createRedirects, policyFor, referrerPolicy}: Options): PluginModule {
  return (context): Plugin => {
    const redirects = clientRedirects(context, {
      id: 'default',
      fromExtensions: [],
      toExtensions: [],
      redirects: [],
      createRedirects,
    });
    return {
      name: 'finished-pages',
      async postBuild(props) {
        const started = Date.now();
        await redirects?.postBuild?.({...props, content: undefined});
        const {files, copies} = await applySecurityPolicy(props.outDir, policyFor, referrerPolicy, flatPageFile);
        console.log(
          `[finished-pages] security policy in ${files} HTML files, ${copies} pages also as x.html, in ${Date.now() - started} ms`,
        );
      },
    };
  };
}
