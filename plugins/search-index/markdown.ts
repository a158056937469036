/**
 * The dev server (`docusaurus start`) renders pages in the browser and never runs `postBuild`,
 * so there is no HTML to read: there the index is cut from the Markdown sources instead. It is a
 * close approximation of the built index (same records, same sections), good enough to work on
 * search; React pages without Markdown are not indexed in dev.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {createSlugger} from '@docusaurus/utils';
import {cleanText, type Page, type PageBlock} from './records';
import {isRecord} from '../../src/utils/isRecord';

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export function isDocsContent(value: unknown): value is DocsContent {
  return isRecord(value) && Array.isArray(value.loadedVersions);
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

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const EXPLICIT_ID = /\s*\{#([^}]+)\}\s*$/;

/** Markdown syntax out, words in. */
function inlineText(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*{1,3}|(?<![\p{L}\p{N}])_{1,3}|_{1,3}(?![\p{L}\p{N}])/gu, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .replace(/^\s*>\s?/, '')
    .replace(/\|/g, ' ');
}

export function markdownBlocks(markdown: string): PageBlock[] {
  const slugger = createSlugger();
  const blocks: PageBlock[] = [];
  let paragraph: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = cleanText(paragraph.join(' '));
    if (text) blocks.push({kind: 'text', text});
    paragraph = [];
  };
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '');
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      flush();
      continue;
    }
    if (inFence || /^\s*(import|export)\s/.test(line) || /^\s*:::/.test(line) || /^\s*\|?[\s:|-]+\|[\s:|-]*$/.test(line)) {
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const [, hashes = '', raw = ''] = heading;
      if (hashes.length === 1) continue;
      const explicit = EXPLICIT_ID.exec(raw);
      const text = cleanText(inlineText(raw.replace(EXPLICIT_ID, '')));
      blocks.push({kind: 'heading', level: hashes.length, text, anchor: explicit?.[1] ?? slugger.slug(text)});
      continue;
    }
    if (!line.trim()) flush();
    else paragraph.push(inlineText(line));
  }
  flush();
  return blocks;
}

export function sourcePath(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;
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
          language,
          tag: 'default',
          blocks: markdownBlocks(markdown),
        })),
      );
    }
  }
  return Promise.all(pages);
}
