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
