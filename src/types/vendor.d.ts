/**
 * Types for the few untyped modules the search swizzles import. `@types/react-dom` is not
 * installed (it cannot be added here); once it is a dev dependency, drop the `react-dom` block.
 */
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

/** DocSearch 3's lazy entry points (the same code as the package's main entry). */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/react/style';
