/**
 * theme-classic's code block for text (`CodeBlock/Content/String`) with Prism and the site's extra
 * Prism languages, registered for src/theme/CodeBlock/Content/String. Import it (for its effect)
 * from every page component that shows code; registering the languages here replaces
 * theme-classic's client module that did it on every page load (plugins/code-highlighting).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';
import {registerHighlighter} from './registry';

prismIncludeLanguages(Prism);

const HighlightedContent: ComponentType<Props> = Content;
registerHighlighter(HighlightedContent);

export default HighlightedContent;
