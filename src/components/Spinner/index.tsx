import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * The site's one loading spinner, in the theme's colours in both colour modes. Decorative: the
 * element around it says what is loading (e.g. `role="status"` with a label). Its class is also
 * composed by stylesheets of components that draw the spinner themselves (`/search`).
 */
export default function Spinner({className}: {className?: string}): ReactNode {
  return <span className={clsx(styles.spinner, className)} />;
}
