/**
 * Where the highlighting code block waits to be found. Prism is not part of the script every page
 * loads: the pages that show code import ./withPrism (docs, tutorials, blog posts, the home page
 * and the other TSX pages with code), which registers it here. Those imports put Prism into the
 * pages' own chunks, which Docusaurus loads before it hydrates a page or renders it after a link,
 * so a code block finds it at its first render and hydrates the server's HTML as it is.
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';

let highlighted: ComponentType<Props> | undefined;

export function registerHighlighter(component: ComponentType<Props>): void {
  highlighted = component;
}

/** The highlighting code block, once a page's chunk has registered it. */
export function registeredHighlighter(): ComponentType<Props> | undefined {
  return highlighted;
}
