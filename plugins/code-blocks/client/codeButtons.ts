/**
 * Brings a code block's word-wrap and copy buttons (./codeButtonsBox.tsx) when a reader first
 * reaches the block: the pointer on it (a touch too) or the focus in it. The buttons are invisible
 * until then anyway (theme-classic shows them on the block's hover or focus), so a page's first
 * scripts render none. Listening starts once the page has hydrated: a node added to the server's
 * markup before that would make React's hydration fail.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import type * as CodeButtonsBox from './codeButtonsBox';

/** The class `@theme/CodeBlock` gives each block (theme-common's `ThemeClassNames.common.codeBlock`). */
const BLOCK = '.theme-code-block';

let box: Promise<typeof CodeButtonsBox> | undefined;

function reach(event: Event): void {
  const block = event.target instanceof Element ? event.target.closest(BLOCK) : null;
  if (!block || block.hasAttribute('data-buttons')) return;
  block.setAttribute('data-buttons', '');
  box ??= import('./codeButtonsBox');
  void box.then(({addButtons}) => addButtons(block));
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (listening || !ExecutionEnvironment.canUseDOM) {
      void box?.then(({dropDetached}) => dropDetached());
      return;
    }
    listening = true;
    document.addEventListener('pointerover', reach);
    document.addEventListener('focusin', reach);
  },
};

export default clientModule;
