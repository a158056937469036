/**
 * The dev server (`docusaurus start`) renders pages in the browser and never runs `postBuild`,
 * so there is no HTML to read: there the index is cut from the Markdown sources instead. It is a
 * close approximation of the built index (same records, same sections), good enough to work on
 * search; React pages without Markdown are not indexed in dev.
 */
import {readFile} from 'node:fs/promises';
import type {AllContent} from '@docusaurus/types';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {cleanText, isCommand, type Page, type PageBlock} from './records';
import {isRecord} from '../../../src/utils/isRecord';
import {headings, isDirectiveLabel, parseMarkdown, proseText, walk, type MarkdownDoc} from '../../../tools/markdown';
import {DOCS_PLUGIN, isDocsContent, sourcePath} from '../../../tools/markdown/content';

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** A page's `keywords` front matter as the built page's `<meta name="keywords">` holds them. */
function keywordsOf(frontMatter: {keywords?: unknown}): string | null {
  const {keywords} = frontMatter;
  const text = Array.isArray(keywords) ? keywords.join(',') : typeof keywords === 'string' ? keywords : '';
  return text.trim() || null;
}

function isBlogContent(value: unknown): value is BlogContent {
  return isRecord(value) && Array.isArray(value.blogPosts);
}

function isPagesContent(value: unknown): value is PagesContent {
  return Array.isArray(value);
}

/** Doc id → label of the top-level sidebar category it sits in (what the breadcrumbs show first). */
function sectionsOf(version: LoadedVersion): Map<string, string> {
  const sections = new Map<string, string>();
  const collect = (items: SidebarItem[], label: string) => {
    for (const item of items) {
      if (item.id) sections.set(item.id, label);
      if (item.link?.id) sections.set(item.link.id, label);
      if (item.items) collect(item.items, label);
    }
  };
  for (const items of Object.values<SidebarItem[]>(version.sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && item.label) collect([item], item.label);
    }
  }
  return sections;
}

/**
 * A page's Markdown as the blocks the index is cut from: every heading below the title with its
 * anchor, and the text of every paragraph, table and command (`isCommand`; other code, MDX
 * imports, comments, JSX tags and admonition markers left out). A page MDX cannot parse gives
 * none (the dev server shows its error).
 */
export function markdownBlocks(markdown: string): PageBlock[] {
  let doc: MarkdownDoc;
  try {
    doc = parseMarkdown(markdown);
  } catch {
    return [];
  }
  const headingAt = new Map(headings(doc).map((heading) => [heading.line, heading]));
  const blocks: PageBlock[] = [];
  walk(doc.tree, (node) => {
    if (node.type === 'heading') {
      const heading = headingAt.get(node.position?.start.line ?? 0);
      if (heading && heading.depth > 1) {
        blocks.push({kind: 'heading', level: heading.depth, text: cleanText(heading.text), anchor: heading.id});
      }
      return false;
    }
    if (node.type === 'code') {
      if (isCommand(node.lang, node.value)) blocks.push({kind: 'text', text: cleanText(node.value)});
      return false;
    }
    if (node.type === 'paragraph' || node.type === 'table') {
      const text = isDirectiveLabel(node) ? '' : cleanText(proseText(node));
      if (text) blocks.push({kind: 'text', text});
      return false;
    }
    return true;
  });
  return blocks;
}

/** Every Markdown page of the site, as `Page`s, from the content the plugins loaded. */
export async function pagesFromMarkdown(allContent: AllContent, siteDir: string, language: string): Promise<Page[]> {
  const pages: Promise<Page>[] = [];
  const read = (source: string) => readFile(sourcePath(siteDir, source), 'utf8');

  for (const [pluginId, content] of Object.entries(allContent[DOCS_PLUGIN] ?? {})) {
    if (!isDocsContent(content)) continue;
    for (const version of content.loadedVersions) {
      const sections = sectionsOf(version);
      const tag = `docs-${pluginId}-${version.versionName}`;
      const fallback = pluginId === 'default' ? 'Documentation' : 'Tutorials';
      for (const doc of version.docs) {
        pages.push(
          read(doc.source).then((markdown) => ({
            url: doc.permalink,
            section: sections.get(doc.id) ?? fallback,
            title: doc.title,
            description: doc.description || null,
            keywords: keywordsOf(doc.frontMatter),
            language,
            tag,
            blocks: markdownBlocks(markdown),
          })),
        );
      }
    }
  }

  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    if (!isBlogContent(content)) continue;
    for (const post of content.blogPosts) {
      const {permalink, title, description} = post.metadata;
      pages.push(
        Promise.resolve({
          url: permalink,
          section: 'Blog',
          title,
          description: description || null,
          keywords: keywordsOf(post.metadata.frontMatter),
          language,
          tag: 'default',
          blocks: markdownBlocks(post.content),
        }),
      );
    }
  }

  for (const content of Object.values(allContent['docusaurus-plugin-content-pages'] ?? {})) {
    if (!isPagesContent(content)) continue;
    for (const page of content) {
      if (page.type !== 'mdx') continue;
      pages.push(
        read(page.source).then((markdown) => ({
          url: page.permalink,
          section: 'Pages',
          title: page.title ?? page.frontMatter.title ?? page.permalink,
          description: page.description || null,
          keywords: keywordsOf(page.frontMatter),
          language,
          tag: 'default',
          blocks: markdownBlocks(markdown),
        })),
      );
    }
  }
  return Promise.all(pages);
}
