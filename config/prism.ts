import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * A theme with some token colours replaced and no dimmed (translucent) tokens. Each replacement
 * names the colour it replaces, so a change upstream shows up as a failing unit test instead of a
 * silently wrong shade.
 */
function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({types, style: {opacity: _dimmed, ...style}}) => {
      const replacement = style.color ? replacements[style.color] : undefined;
      return {types, style: replacement ? {...style, color: replacement} : style};
    }),
  };
}

/**
 * The code themes, with every token at 4.5:1 or more against the code background and against a
 * highlighted line (WCAG 1.4.3): in the originals, comments, dimmed namespaces and several
 * light-theme colours fall short.
 */
export const codeThemes = {
  light: withColours(themes.github, {
    '#999988': '#62624f',
    '#e3116c': '#c40f5d',
    '#36acaa': '#15706e',
    '#00a4db': '#006d9e',
    '#d73a49': '#c42f3d',
  }),
  dark: withColours(themes.dracula, {'rgb(98, 114, 164)': '#8b9ad0'}),
};

type ThemeStyle = PrismTheme['plain'];

function declarations(style: ThemeStyle): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${String(value)}`)
    .join('; ');
}

/**
 * The theme Docusaurus renders code with, in both colour modes. Prism's themes colour tokens with
 * inline styles, which differ between the modes; the server can only render one, so Docusaurus
 * renders every code block a second time once the page knows the reader's mode. Here the inline
 * styles name CSS variables and token colours are class rules (`codeThemeCss`), so one rendering
 * fits both modes and code blocks hydrate once.
 */
export const modeIndependentCodeTheme: PrismTheme = {
  plain: {color: 'var(--code-color)', backgroundColor: 'var(--code-background)'},
  styles: [],
};

/**
 * The stylesheet of `themes` (one per colour mode): the plain colours as the variables of
 * `modeIndependentCodeTheme`, and one rule per theme entry for the `token <type>` classes that
 * prism-react-renderer gives every token. Rules follow the theme's order, so a later entry wins
 * over an earlier one for a token of both types, as in the theme.
 */
export function codeThemeCss(themes: Record<string, PrismTheme>): string {
  return Object.entries(themes)
    .map(([mode, theme]) => {
      const scope = `[data-theme='${mode}']`;
      const plain = `${scope} {--code-color: ${theme.plain.color ?? 'inherit'}; --code-background: ${theme.plain.backgroundColor ?? 'transparent'}}`;
      const tokens = theme.styles.flatMap(({types, languages, style}) => {
        if (declarations(style) === '') return [];
        const within = languages ? languages.map((language) => `${scope} .language-${language}`) : [scope];
        const selectors = within.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
        return [`${selectors.join(', ')} {${declarations(style)}}`];
      });
      return [plain, ...tokens].join('\n');
    })
    .join('\n');
}
