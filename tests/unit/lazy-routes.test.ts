import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import ComponentCreator from '../../plugins/lean-main/lazyRoutes';

// Docusaurus's own, which needs the generated files of a build: each route's component names its route.
const created = vi.hoisted(() => [] as string[]);
vi.mock('../../node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    return Object.assign((props: {label?: string}) => `${path} ${props.label ?? ''}`, {
      preload: () => Promise.resolve(path),
    });
  },
}));

describe('route components made on first use', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('makes no route’s component while the routes are listed', () => {
    ComponentCreator('/docs/v6', 'a1');
    ComponentCreator('/blog', 'b2');
    expect(created).toEqual([]);
  });

  it('makes a route’s component once, when it is first preloaded, and preloads it', async () => {
    const route = ComponentCreator('/docs/v6', 'a1');
    await expect(route.preload()).resolves.toBe('/docs/v6');
    await route.preload();
    expect(created).toEqual(['/docs/v6-a1']);
  });

  it('renders the route’s component with the props the router gives', () => {
    const route = ComponentCreator('/blog', 'b2');
    expect(renderToString(createElement(route, {label: 'posts'}))).toBe('/blog posts');
    renderToString(createElement(route, {label: 'again'}));
    expect(created).toEqual(['/blog-b2']);
  });
});
