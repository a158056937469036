/**
 * The card of a linked ink! name in a code block (`a.api`, see ../apiLinks.ts): its signature and
 * the first sentence of its documentation, shown while the pointer is on the link or the link has
 * keyboard focus, and named as the link's description for screen readers. Escape closes it. One
 * card element for the page, made on first use. The text is not in the page: the link's place
 * (`…/blob/<tag>/<file>#L<line>`) names it in the release's card file, fetched once, when a
 * reader first reaches a linked name of that release. This module and its stylesheet load when a
 * reader first reaches a linked name (./apiCard.ts).
 */
import './apiCardBox.css';
import siteConfig from '@generated/docusaurus.config';
import {cardFile} from '../cardFile';

const CARD_ID = 'api-card';
const PLACE = /\/blob\/([^/]+)\/(.+)$/;

type Cards = Record<string, [signature: string, summary: string]>;
const releases = new Map<string, Promise<Cards>>();

/** The card of a link's place, or undefined (no card file, or no card for that place). */
async function cardOf(link: HTMLAnchorElement): Promise<[string, string] | undefined> {
  const [, tag = '', place = ''] = PLACE.exec(link.href) ?? [];
  let cards = releases.get(tag);
  if (!cards) {
    cards = fetch(`${siteConfig.baseUrl}${cardFile(tag)}`)
      .then((response) => (response.ok ? (response.json() as Promise<Cards>) : {}))
      .catch(() => ({}));
    releases.set(tag, cards);
  }
  return (await cards)[place];
}

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

/** The link whose card is shown, or is on its way. */
let shownFor: HTMLAnchorElement | null = null;

async function show(link: HTMLAnchorElement): Promise<void> {
  shownFor?.removeAttribute('aria-describedby');
  shownFor = link;
  const text = await cardOf(link);
  // The reader may have moved on while the card file came.
  if (shownFor !== link || !text) return;
  const element = card();
  const signature = document.createElement('code');
  signature.textContent = text[0];
  const summary = document.createElement('span');
  summary.textContent = text[1];
  element.replaceChildren(signature, summary);
  element.hidden = false;
  const box = link.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left, window.innerWidth - element.offsetWidth - 8));
  element.style.left = `${window.scrollX + left}px`;
  element.style.top = `${window.scrollY + box.bottom + 6}px`;
  link.setAttribute('aria-describedby', CARD_ID);
}

function hide(): void {
  const element = document.getElementById(CARD_ID);
  if (element) element.hidden = true;
  shownFor?.removeAttribute('aria-describedby');
  shownFor = null;
}

/**
 * Shows and hides the card from now on, starting with `first`, the event that brought this module,
 * if its link still has the pointer or the focus.
 */
export function listen(first: Event): void {
  const link = linkOf(first.target);
  if (link && (link.matches(':hover') || link === document.activeElement)) void show(link);
  document.addEventListener('pointerover', (event) => {
    const over = linkOf(event.target);
    if (over && over !== shownFor) void show(over);
  });
  document.addEventListener('pointerout', (event) => {
    if (shownFor && linkOf(event.target) === shownFor && linkOf(event.relatedTarget) !== shownFor) hide();
  });
  document.addEventListener('focusin', (event) => {
    const focused = linkOf(event.target);
    if (focused) void show(focused);
    else if (shownFor) hide();
  });
  document.addEventListener('focusout', (event) => {
    if (linkOf(event.target) === shownFor) hide();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shownFor) hide();
  });
}
