// @vitest-environment happy-dom
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import Loading, {LOADING_LABEL, RETRY_LABEL} from '../../src/theme/Loading';

// React only batches updates inside act() when told it runs in a test.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

type Props = Parameters<typeof Loading>[0];
const base: Props = {isLoading: true, pastDelay: false, timedOut: false, error: null, retry: () => {}};

function render(props: Partial<Props>): void {
  act(() => root.render(<Loading {...base} {...props} />));
}

describe('page loading state', () => {
  it('shows nothing before the delay, so a fast page never flashes a spinner', () => {
    render({});
    expect(container.innerHTML).toBe('');
  });

  it('shows a spinner named for screen readers once the delay has passed', () => {
    render({pastDelay: true});
    const status = container.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-label')).toBe(LOADING_LABEL);
    expect(status?.querySelector('span')).not.toBeNull();
  });

  it('on failure shows the error text and a Retry button that reloads the page', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({...window.location, reload});
    const retry = vi.fn();
    render({pastDelay: true, error: new Error('Loading chunk 42 failed.'), retry});

    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Error: Loading chunk 42 failed.');
    expect(container.querySelector('[role="status"]')).toBeNull();
    const button = Array.from(container.querySelectorAll('button')).find((b) => b.textContent === RETRY_LABEL);
    expect(button).toBeDefined();
    act(() => button?.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
