/**
 * What `/llms.txt`, `/llms-full.txt`, `/docs/vN/llms.txt` and the per-page `.md` copies hold,
 * from the docs plugins' loaded content: pages in sidebar order, grouped by sidebar category,
 * so the lists read like the site's own navigation. Pure: the plugin reads the sources and
 * writes the files.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {cleanMarkdown} from './markdown';
import {markdownPath} from './paths';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** What the lists need of a loaded doc. */
export type LlmsDoc = Pick<LoadedVersion['docs'][number], 'id' | 'title' | 'description' | 'permalink' | 'unlisted'>;

/** One page with a Markdown copy. */
type LlmsPage = {
  title: string;
  description: string;
  /** Route path, base URL included, e.g. `/docs/v6/basics/events`. */
  permalink: string;
  /** The page's Markdown copy. */
  markdown: string;
};

/** A titled list of pages: a sidebar category, or the pages outside any. */
type LlmsSection = {title: string; pages: LlmsPage[]};

/** A docs version (or the tutorials) as the sections of its llms.txt. */
export type LlmsVersion = {
  /** Heading prefix, e.g. `Docs v6`, `Tutorials`. */
  name: string;
  /** Route path of the version, base URL included, e.g. `/docs/v6`. */
  path: string;
  sections: LlmsSection[];
};

/** One line of text, for a list entry's description. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A loaded docs version as sections: each sidebar category (at any depth) is one section named
 * by its path of labels; a category's own page leads its section; pages in no sidebar come last.
 * `sources` maps a doc id to its file content; generated-index categories get a page listing
 * their children. `clean` makes a page's Markdown copy (`cleanMarkdown`, or a cached version of it).
 */
export function versionSections(
  version: {docs: LlmsDoc[]; sidebars: LoadedVersion['sidebars']},
  name: string,
  sources: ReadonlyMap<string, string>,
  siteRoot?: string,
  clean: typeof cleanMarkdown = cleanMarkdown,
): LlmsSection[] {
  const docs = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  const pageOf = (id: string): LlmsPage | undefined => {
    const doc = docs.get(id);
    if (!doc || listed.has(id)) return undefined;
    listed.add(id);
    return {
      title: doc.title,
      description: oneLine(doc.description),
      permalink: doc.permalink,
      markdown: clean(sources.get(id) ?? '', doc.title, siteRoot),
    };
  };
  const walk = (items: SidebarItem[], title: string): void => {
    const section: LlmsSection = {title, pages: []};
    sections.push(section);
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = pageOf(item.id);
        if (page) section.pages.push(page);
      } else if (item.type === 'category') {
        const childTitle = `${title} › ${item.label}`;
        const start = sections.length;
        walk(item.items, childTitle);
        const own = sections[start];
        if (!own) continue;
        if (item.link?.type === 'doc') {
          const page = pageOf(item.link.id);
          if (page) own.pages.unshift(page);
        } else if (item.link?.type === 'generated-index') {
          const children = own.pages.map((page) => `- [${linkText(page.title)}](${markdownPath(page.permalink)})`).join('\n');
          const description = item.link.description ?? item.description ?? '';
          own.pages.unshift({
            title: item.link.title ?? item.label,
            description: oneLine(description),
            permalink: item.link.permalink,
            markdown: `# ${item.link.title ?? item.label}\n\n${description ? `${description}\n\n` : ''}${children}\n`,
          });
        }
      }
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items, name);
  const rest = [...docs.keys()].flatMap((id) => pageOf(id) ?? []);
  if (rest.length > 0) sections.push({title: `${name} › Not in the sidebar`, pages: rest});
  // Sections are named once, in sidebar order, even if one was walked as an empty parent.
  const merged = new Map<string, LlmsSection>();
  for (const section of sections) {
    const known = merged.get(section.title);
    if (known) known.pages.push(...section.pages);
    else merged.set(section.title, section);
  }
  return [...merged.values()].filter((section) => section.pages.length > 0);
}

/** The site's name, summary and the words after them (llms.txt's h1, quote and details). */
export type LlmsSite = {title: string; summary: string; details: string; url: string};

/** Link text as Markdown: brackets in a title (`#[ink(event)]`) escaped so the link stays one. */
function linkText(title: string): string {
  return title.replace(/[[\]\\]/g, '\\$&');
}

function entry(page: LlmsPage, siteUrl: string): string {
  const link = `[${linkText(page.title)}](${siteUrl}${markdownPath(page.permalink)})`;
  return page.description ? `- ${link}: ${page.description}` : `- ${link}`;
}

function listSections(sections: LlmsSection[], siteUrl: string): string {
  return sections
    .map((section) => `## ${section.title}\n\n${section.pages.map((page) => entry(page, siteUrl)).join('\n')}`)
    .join('\n\n');
}

/** `llms.txt` for `versions` (the latest docs and the tutorials, or one older version). */
export function llmsTxt(
  site: LlmsSite,
  versions: LlmsVersion[],
  optional: {title: string; url: string; description: string}[],
  details = site.details,
): string {
  const parts = [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    details.trim(),
    ...versions.map((version) => listSections(version.sections, site.url)),
  ];
  if (optional.length > 0) {
    parts.push(`## Optional\n\n${optional.map((link) => `- [${link.title}](${link.url}): ${link.description}`).join('\n')}`);
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** Every page of `version`, each its Markdown copy with the URL it came from under the title. */
export function llmsFullTxt(site: LlmsSite, version: LlmsVersion): string {
  const pages = version.sections.flatMap((section) => section.pages);
  const texts = pages.map((page) => {
    const [heading = '', ...body] = page.markdown.trimEnd().split('\n');
    return [heading, '', `Source: ${site.url}${page.permalink}`, ...body].join('\n');
  });
  return `# ${site.title}: ${version.name}\n\n> ${oneLine(site.summary)}\n\n${texts.join('\n\n---\n\n')}\n`;
}
