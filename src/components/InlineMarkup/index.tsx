import type {ReactNode} from 'react';

export type Props = {
  /** Plain text in which `backticked` spans are code, as in the data files. */
  text: string;
};

/** Renders data-file prose, turning backticked spans into inline code. */
export default function InlineMarkup({text}: Props): ReactNode {
  const parts = text.split('`');
  // An odd part count means balanced backticks; otherwise show the text as it is.
  if (parts.length % 2 === 0) return text;
  return parts.map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
