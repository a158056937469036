/**
 * Turning a page into DocSearch-shaped records, whatever the page came from (built HTML or, in
 * the dev server, Markdown): a `lvl1` record for the title, one per heading, and one `content`
 * record per section holding the section's text.
 */
import type {RecordType, SearchRecord} from '../engine/schema';

export type PageRecord = Omit<SearchRecord, 'id'>;

/** What a page is made of, in reading order. */
export type PageBlock = {kind: 'heading'; level: number; text: string; anchor: string | null} | {kind: 'text'; text: string};

export type Page = {
  /** Path including the base URL, without anchor. */
  url: string;
  /** The site section the page belongs to (the modal groups results by it). */
  section: string;
  title: string;
  description: string | null;
  /** The words the page's writer expects it to be searched by (its `keywords`), comma-separated. */
  keywords?: string | null;
  language: string;
  tag: string;
  blocks: PageBlock[];
};

/** Collapse whitespace and drop zero-width characters the theme adds to heading anchors. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fence languages of a command line (the content's `bash`, `sh`, `shell` and `console` blocks). */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console']);
/** A shell block of at most this many lines is a command or two, not a script. */
const COMMAND_LINES = 3;

/**
 * Is a code block a command a reader would paste into search (`pop build`, `cargo contract
 * upload --suri //Alice`)? A short shell block is read as a paragraph of its section, so the page
 * that runs the command is found by it. The rest of the code is never read, as DocSearch's
 * template for Docusaurus reads none: a longer example's identifiers would make every page that
 * shows one a match for them.
 */
export function isCommand(language: string | null | undefined, code: string): boolean {
  return SHELL_LANGUAGES.has(language ?? '') && code.trimEnd().split('\n').length <= COMMAND_LINES;
}

const HEADING_TYPES: readonly RecordType[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export function pageRecords(page: Page): PageRecord[] {
  const base = {language: page.language, tag: page.tag};
  const records: PageRecord[] = [
    {
      ...base,
      url: page.url,
      type: 'lvl1',
      hierarchy: [page.section, page.title],
      content: page.description,
      ...(page.keywords ? {keywords: page.keywords} : {}),
    },
  ];
  // hierarchy[i] is lvl<i>; headings below the title start at lvl2.
  let hierarchy = [page.section, page.title];
  let url = page.url;
  let text: string[] = [];

  const flush = () => {
    const content = cleanText(text.join(' '));
    if (content) records.push({...base, url, type: 'content', hierarchy, content});
    text = [];
  };

  for (const block of page.blocks) {
    if (block.kind === 'text') {
      text.push(block.text);
      continue;
    }
    const title = cleanText(block.text);
    if (!title) continue;
    flush();
    // A heading sits at most one level below the previous one, so skipped levels (an h4 right
    // under an h2) leave no holes in the hierarchy.
    const depth = Math.min(Math.max(block.level, 2), hierarchy.length, 6);
    hierarchy = [...hierarchy.slice(0, depth), title];
    const type = HEADING_TYPES[depth - 2] ?? 'lvl6';
    url = block.anchor ? `${page.url}#${block.anchor}` : page.url;
    records.push({...base, url, type, hierarchy, content: null});
  }
  flush();
  return records;
}
