import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  /** URL of the page's Markdown copy (`/docs/v6/basics/events.md`). */
  markdownUrl: string;
};

type State = 'idle' | 'copying' | 'copied' | 'failed';

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Puts `url`'s text on the clipboard. Where the browser supports it, the clipboard write starts
 * in the click itself with the text still on its way (Safari refuses a write after an `await`).
 */
async function copyFrom(url: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    const blob = fetchText(url).then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await fetchText(url));
}

const MESSAGES: Record<State, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page.',
};

/** "Copy page as Markdown": the same text as the page's `.md` copy, with the outcome announced. */
export default function CopyPageButton({markdownUrl}: Props): ReactNode {
  const [state, setState] = useState<State>('idle');
  const copy = () => {
    setState('copying');
    copyFrom(markdownUrl).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.copyPage}>
      <button type="button" className="button button--secondary button--sm" onClick={copy} disabled={state === 'copying'}>
        Copy page as Markdown
      </button>
      <span role="status" className={clsx(styles.status, state === 'failed' && styles.failed)}>
        {MESSAGES[state]}
        {state === 'failed' && (
          <>
            {' '}
            {/* In a new tab, Link renders a plain link: the .md file is not a route of the single-page app. */}
            <Link href={markdownUrl} target="_blank" rel="noopener">
              Open the Markdown
            </Link>
          </>
        )}
      </span>
    </div>
  );
}
