/**
 * How a code block finds Prism. Prism is not part of the script every page loads: the page
 * components that show code (docs and tutorials, blog posts, the TSX pages with code) render their
 * content inside ./withPrism's `PrismProvider`, which puts Prism into their own chunks — loaded
 * before Docusaurus hydrates a page or renders it after a link. A code block inside finds the
 * highlighter here at its first render and hydrates the server's HTML as it is. A context, not a
 * module variable: the server renders many pages in one process, and each page must get on the
 * server exactly what it gets in the browser.
 */
import {createContext, type ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content/String';

export const HighlighterContext = createContext<ComponentType<Props> | undefined>(undefined);
