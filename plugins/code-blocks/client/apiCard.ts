/**
 * Brings the card of a linked ink! name (./apiCardBox.ts, with its stylesheet) when a reader first
 * puts the pointer on such a link or moves the focus to it: a page's first scripts carry only this.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  const start = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('a.api')) return;
    document.removeEventListener('pointerover', start);
    document.removeEventListener('focusin', start);
    void import('./apiCardBox').then(({listen}) => listen(event));
  };
  document.addEventListener('pointerover', start);
  document.addEventListener('focusin', start);
}
