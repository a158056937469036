/** DocSearch 3's lazy entry points (the same code as the package's main entry). */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/react/style';
