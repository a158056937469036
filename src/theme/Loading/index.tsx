/**
 * Ejected from the `Loading` fallback of @docusaurus/core 3.10.2 (a leaf: react-loadable renders
 * it while a route's code is not there yet).
 * Why: the fallback draws a React-blue spinner and a hard-coded red box that ignore the colour mode,
 * has no accessible name for the spinner, and its Retry re-runs one failed import, which fails again
 * when a new deployment has replaced the chunk. What a reader sees: a spinner after a delay; on failure the
 * error text and a Retry that reloads the page.
 */
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import Spinner from '@site/src/components/Spinner';
import styles from './styles.module.css';

export const LOADING_LABEL = 'Loading page…';
export const RETRY_LABEL = 'Retry';

export default function Loading({error, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.error}`} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--danger" onClick={() => window.location.reload()}>
          {RETRY_LABEL}
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status" aria-label={LOADING_LABEL}>
      <Spinner />
    </div>
  );
}
