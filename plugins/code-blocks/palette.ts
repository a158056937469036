/**
 * Token colours as classes, from one tokenising pass for both colour modes. The light and the dark
 * code theme are a pair made from one rule list (GitHub's light and dark themes: the same scope
 * selectors in the same order, each with its light and its dark colour), so a token's rule decides
 * its colour in both modes at once. `pairThemes` turns the pair into one theme for Shiki whose
 * colours are placeholders, one per distinct (light, dark) pair; the HTML carries a short class per
 * placeholder (`c4`), and one stylesheet gives each class its colour under `[data-theme]`. Shiki
 * tokenises each block once instead of once per theme. The classes come from the themes alone, so a
 * block highlighted in an earlier build (from the cache) and one highlighted now share one
 * stylesheet, written before any page is compiled.
 */
import type {ThemeRegistrationResolved} from 'shiki';

export type Mode = 'light' | 'dark';

/** A code theme's colours in one mode, made readable on every background a token can sit on. */
export interface Palette {
  mode: Mode;
  foreground: string;
  background: string;
  /** The colour of class `c<i>` in this mode (raised to 4.5:1 where the theme's own falls short). */
  shown: string[];
}

export interface PairedThemes {
  /** The theme Shiki tokenises with: the shared rules, each colour a placeholder for its class. */
  theme: ThemeRegistrationResolved;
  light: Palette;
  dark: Palette;
}

/** The placeholder colour of a token in the block's own colour (no class). */
const BLOCK_COLOUR = '#000000';
const placeholder = (index: number): string => `#${(index + 1).toString(16).padStart(6, '0')}`;

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 || h.length === 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `colour` blended over `background` at `alpha` (how a translucent line highlight looks). */
export function blend(colour: string, background: string, alpha: number): string {
  const [c, b] = [rgb(colour), rgb(background)];
  return `#${c
    .map((v, i) =>
      Math.round(v * alpha + (b[i] ?? 0) * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour moved towards black or white (whichever the backgrounds are far from) until it reads on all of them. */
export function readable(colour: string, backgrounds: string[], ratio = 4.5): string {
  const target = luminance(backgrounds[0] ?? '#ffffff') > 0.5 ? '#000000' : '#ffffff';
  let shown = colour.slice(0, 7).toLowerCase();
  for (let step = 1; backgrounds.some((bg) => contrast(shown, bg) < ratio) && step <= 20; step++) {
    shown = blend(target, colour.slice(0, 7), step / 20);
  }
  return shown;
}

/** Backgrounds a token can sit on in a mode: the block, a highlighted line, an added and a removed line. */
export function backgroundsOf({background, mode}: Pick<Palette, 'background' | 'mode'>): {
  background: string;
  highlight: string;
  add: string;
  remove: string;
} {
  return {
    background,
    highlight: blend('#000000', background, mode === 'light' ? 0.1 : 0.3),
    add: blend('#2ea043', background, 0.15),
    remove: blend('#f85149', background, 0.15),
  };
}

/**
 * One theme for both modes, and each mode's colours by class. Throws when the two themes are not
 * a pair (their rules differ in number, scope or font style): one pass could not colour both.
 */
export function pairThemes(light: ThemeRegistrationResolved, dark: ThemeRegistrationResolved): PairedThemes {
  const rulesOf = (theme: ThemeRegistrationResolved) => theme.settings ?? [];
  const [lightRules, darkRules] = [rulesOf(light), rulesOf(dark)];
  const unpaired = lightRules.findIndex((rule, i) => {
    const other = darkRules[i];
    return (
      !other ||
      JSON.stringify(rule.scope) !== JSON.stringify(other.scope) ||
      rule.settings.fontStyle !== other.settings.fontStyle ||
      !rule.settings.foreground !== !other.settings.foreground
    );
  });
  if (unpaired !== -1 || lightRules.length !== darkRules.length) {
    throw new Error(
      `code themes ${light.name} and ${dark.name} are not a pair: their rules differ (at rule ${unpaired === -1 ? lightRules.length : unpaired})`,
    );
  }
  const foreground = {light: (light.fg ?? '#000000').toLowerCase(), dark: (dark.fg ?? '#ffffff').toLowerCase()};
  const background = {light: (light.bg ?? '#ffffff').toLowerCase(), dark: (dark.bg ?? '#000000').toLowerCase()};
  const pairs = new Map<string, number>();
  const colours: Record<Mode, string[]> = {light: [], dark: []};
  const placeholderOf = (lightColour: string, darkColour: string): string => {
    const [l, d] = [lightColour.toLowerCase(), darkColour.toLowerCase()];
    if (l === foreground.light && d === foreground.dark) return BLOCK_COLOUR;
    const key = `${l} ${d}`;
    let index = pairs.get(key);
    if (index === undefined) {
      index = pairs.size;
      pairs.set(key, index);
      colours.light.push(l);
      colours.dark.push(d);
    }
    return placeholder(index);
  };
  const theme: ThemeRegistrationResolved = {
    ...light,
    name: `${light.name}+${dark.name}`,
    fg: BLOCK_COLOUR,
    bg: '#ffffff',
    colors: {},
    settings: lightRules.map((rule, i) => {
      const [l, d] = [rule.settings.foreground, darkRules[i]?.settings.foreground];
      return l && d ? {...rule, settings: {...rule.settings, foreground: placeholderOf(l, d)}} : rule;
    }),
  };
  const palette = (mode: Mode): Palette => {
    const backgrounds = Object.values(backgroundsOf({background: background[mode], mode}));
    return {
      mode,
      foreground: foreground[mode],
      background: background[mode],
      shown: colours[mode].map((colour) => readable(colour, backgrounds)),
    };
  };
  return {theme, light: palette('light'), dark: palette('dark')};
}

/**
 * The class of a token's placeholder colour from the paired theme; none for the block's own colour.
 * Throws on a colour that is not a placeholder.
 */
export function colourClass(colour: string): string | undefined {
  const value = colour.toLowerCase();
  if (value === BLOCK_COLOUR) return undefined;
  const index = /^#[0-9a-f]{6}$/.test(value) ? parseInt(value.slice(1), 16) - 1 : -1;
  if (index < 0 || index > 0xff) throw new Error(`colour ${colour} is not one of the paired code theme's`);
  return `c${index}`;
}

/** The stylesheet: block colours as variables, one rule per token colour class, per mode. */
export function paletteCss(palettes: Palette[]): string {
  return palettes
    .map((p) => {
      const scope = `[data-theme='${p.mode}']`;
      const {background, highlight, add, remove} = backgroundsOf(p);
      const foreground = readable(p.foreground, [background, highlight, add, remove]);
      const vars = `${scope}{--code-color:${foreground};--code-background:${background};--code-line-highlight:${highlight};--code-line-add:${add};--code-line-remove:${remove}}`;
      const rules = p.shown.map((colour, i) => `${scope} .c${i}{color:${colour}}`);
      return [vars, ...rules].join('\n');
    })
    .join('\n');
}
