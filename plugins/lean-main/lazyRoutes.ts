/**
 * Docusaurus's `ComponentCreator` as it is, but run for a route when the route is first rendered
 * or preloaded, not for every route of the site when the bundle starts. The generated routes
 * module calls it once per route (388 here, pages and their layouts): each call flattens the
 * route's chunk names, looks each one up in the chunk registry and makes a react-loadable
 * component. That was about 11 ms of main-thread work at full CPU speed on every first load, for
 * the three or four routes the page matches. Each route gets a component of ours that makes the
 * original on first use and renders it, and the original's `preload`, which Docusaurus calls
 * before it renders a route (and so before hydration).
 */
import {createElement, type ComponentType} from 'react';
import createRouteComponent from '../../node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js';

type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const original = (): RouteComponent => (created ??= createRouteComponent(path, hash) as unknown as RouteComponent);
  const Route = (props: Record<string, unknown>) => createElement(original(), props);
  return Object.assign(Route, {preload: () => original().preload()});
}
