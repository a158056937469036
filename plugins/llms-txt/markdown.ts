/**
 * A doc's MDX source as plain Markdown a reader's tools can use: no front matter, no MDX
 * imports/exports, comments or JSX components; admonitions as block quotes; the title as the h1.
 * Fenced code blocks are copied byte for byte. Works line by line, so everything it does not
 * need to change stays exactly as written.
 */

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const FENCE_OPEN = /^(\s*(?:>\s*)*)(`{3,}|~{3,})/;
const ADMONITION_OPEN = /^\s*(:{3,})([a-z]+)(?:\[(.*)\]|[ \t]+(.*?))?\s*(?:\{[^}]*\})?\s*$/;
const ADMONITION_CLOSE = /^\s*(:{3,})\s*$/;
const ESM = /^(?:import|export)\b/;
const EXPLICIT_HEADING_ID = /^(#{1,6}\s.*?)\s*\{#[^}]+\}\s*$/;
/** A JSX component tag (capitalised name): opening, closing or self-closing, attributes included. */
const COMPONENT_TAG = /<\/?[A-Z][\w.]*(?:\s+(?:[^>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})*)?\s*\/?>/g;
const COMMENT = /\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g;

/** The Markdown title a `:::type` admonition shows when it names none. */
function admonitionLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** `<TabItem label="Rust">` is a tab heading worth keeping; every other component tag goes. */
function replaceComponentTag(tag: string): string {
  if (tag.startsWith('</')) return '';
  const label = /^<TabItem\b[^>]*?\blabel=(?:"([^"]*)"|'([^']*)')/.exec(tag);
  const text = label?.[1] ?? label?.[2];
  return text ? `**${text}**` : '';
}

/** `text` outside its inline code spans, each part passed through `change`. */
function outsideInlineCode(text: string, change: (part: string) => string): string {
  return text
    .split(/(`+[^`]*?`+)/)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('');
}

type Fence = {marker: string; char: string};

/**
 * Clean `source` (a doc's file content) into Markdown headed by `# title`. A leading h1 in the
 * body (which Docusaurus would show as the title) is replaced by it. With `siteRoot` (the site's
 * public URL and base path, `https://use.ink/`), links and images written from the site's root
 * (`](/docs/v6/…)`) become absolute, so they still work once the text is copied elsewhere.
 */
export function cleanMarkdown(source: string, title: string, siteRoot?: string): string {
  const lines = source.replace(FRONT_MATTER, '').split(/\r?\n/);
  const out: string[] = [];
  /** Block-quote prefix: one level per open admonition. */
  const admonitions: string[] = [];
  let fence: Fence | undefined;
  let inEsm = false;
  let pending = '';

  const quote = () => '> '.repeat(admonitions.length);
  const emit = (line: string) => {
    const prefix = quote();
    out.push(line === '' ? prefix.trimEnd() : prefix + line);
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (fence) {
      emit(line);
      const close = new RegExp(`^\\s*(?:>\\s*)*${fence.char === '`' ? '`' : '~'}{${fence.marker.length},}\\s*$`);
      if (close.test(line)) fence = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open && !pending) {
      const marker = open[2] ?? '```';
      fence = {marker, char: marker.charAt(0)};
      emit(line);
      continue;
    }
    if (inEsm) {
      if (line.trim() === '') inEsm = false;
      continue;
    }
    const previous = out.at(-1);
    if (ESM.test(line) && !pending && (previous === undefined || previous.trim() === '' || previous.trim() === '>')) {
      inEsm = line.trim() !== '';
      continue;
    }
    const admonitionOpen = ADMONITION_OPEN.exec(line);
    if (admonitionOpen && !pending) {
      const [, , type = 'note', bracketTitle, spaceTitle] = admonitionOpen;
      emit('');
      admonitions.push(type);
      emit(`**${(bracketTitle ?? spaceTitle)?.trim() || admonitionLabel(type)}**`);
      emit('');
      continue;
    }
    if (ADMONITION_CLOSE.test(line) && admonitions.length > 0 && !pending) {
      while (/^(?:> ?)+$/.test(out.at(-1) ?? '')) out.pop();
      admonitions.pop();
      emit('');
      continue;
    }
    // A comment or a component tag may span lines: gather them until it closes.
    const text = pending ? `${pending}\n${line}` : line;
    const openComment = text.lastIndexOf('{/*') > text.lastIndexOf('*/}') || text.lastIndexOf('<!--') > text.lastIndexOf('-->');
    const openTag = /<\/?[A-Z][\w.]*(?:\s[^>]*)?$/.test(outsideInlineCode(text, (part) => part));
    if ((openComment || openTag) && index < lines.length - 1) {
      pending = text;
      continue;
    }
    pending = '';
    const absolute = (part: string) => (siteRoot ? part.replace(/\]\(\/(?!\/)/g, `](${siteRoot}`) : part);
    const cleaned = outsideInlineCode(text, (part) =>
      absolute(part.replace(COMMENT, '').replace(COMPONENT_TAG, replaceComponentTag)),
    ).replace(EXPLICIT_HEADING_ID, '$1');
    const hadMarkup = cleaned !== outsideInlineCode(text, absolute).replace(EXPLICIT_HEADING_ID, '$1');
    // A line that held only markup leaves nothing, not a stray blank.
    if (hadMarkup && cleaned.trim() === '') continue;
    // A line that began with a component keeps no indentation of it (JSX nesting, not Markdown).
    const tidy = (part: string) => (/^\s*<[A-Z]/.test(text) ? part.trim() : part.trimEnd());
    for (const part of cleaned.split('\n')) emit(hadMarkup ? tidy(part) : part);
  }

  // Blank lines collapse to one, outside code blocks; the body's own h1 gives way to the title.
  const body: string[] = [];
  let inCode: Fence | undefined;
  for (const line of out) {
    const bare = line.replace(/^(?:>\s?)*/, '');
    if (inCode) {
      body.push(line);
      if (new RegExp(`^\\s*${inCode.char === '`' ? '`' : '~'}{${inCode.marker.length},}\\s*$`).test(bare)) inCode = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(bare);
    if (open) inCode = {marker: open[2] ?? '```', char: (open[2] ?? '`').charAt(0)};
    const blank = line.trim() === '' || /^(?:>\s*)+$/.test(line.trim());
    const previousBlank = body.length === 0 || body.at(-1)?.trim() === '';
    if (line.trim() === '' && previousBlank) continue;
    if (blank && line.trim() !== '' && body.at(-1)?.trim() === line.trim()) continue;
    body.push(line);
  }
  const firstContent = body.findIndex((line) => line.trim() !== '');
  if (firstContent >= 0 && /^#\s/.test(body[firstContent] ?? '')) body.splice(firstContent, 1);
  while (body.length > 0 && body[0]?.trim() === '') body.shift();
  while (body.length > 0 && body.at(-1)?.trim() === '') body.pop();
  return body.length > 0 ? `# ${title}\n\n${body.join('\n')}\n` : `# ${title}\n`;
}
