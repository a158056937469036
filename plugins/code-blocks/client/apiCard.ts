/**
 * The card of a linked ink! name in a code block (`a.api`, see ../apiLinks.ts): its signature and
 * the first sentence of its documentation, shown while the pointer is on the link or the link has
 * keyboard focus, and named as the link's description for screen readers. Escape closes it. One
 * card element for the page, made on first use; the text comes from the link's data attributes.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const CARD_ID = 'api-card';

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a.api') : null;
}

function card(): HTMLElement {
  const existing = document.getElementById(CARD_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = CARD_ID;
  element.className = 'api-card';
  element.setAttribute('role', 'tooltip');
  element.hidden = true;
  document.body.append(element);
  return element;
}

let shownFor: HTMLAnchorElement | null = null;

function show(link: HTMLAnchorElement): void {
  const element = card();
  const signature = document.createElement('code');
  signature.textContent = link.dataset.sig ?? '';
  const summary = document.createElement('span');
  summary.textContent = link.dataset.doc ?? '';
  element.replaceChildren(signature, summary);
  element.hidden = false;
  const box = link.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left, window.innerWidth - element.offsetWidth - 8));
  element.style.left = `${window.scrollX + left}px`;
  element.style.top = `${window.scrollY + box.bottom + 6}px`;
  shownFor?.removeAttribute('aria-describedby');
  link.setAttribute('aria-describedby', CARD_ID);
  shownFor = link;
}

function hide(): void {
  const element = document.getElementById(CARD_ID);
  if (element) element.hidden = true;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = null;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('pointerover', (event) => {
    const link = linkOf(event.target);
    if (link) show(link);
  });
  document.addEventListener('pointerout', (event) => {
    if (shownFor && linkOf(event.target) === shownFor && linkOf(event.relatedTarget) !== shownFor) hide();
  });
  document.addEventListener('focusin', (event) => {
    const link = linkOf(event.target);
    if (link) show(link);
    else if (shownFor) hide();
  });
  document.addEventListener('focusout', (event) => {
    if (linkOf(event.target) === shownFor) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shownFor) hide();
  });
}
