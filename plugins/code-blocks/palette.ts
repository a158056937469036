/**
 * Token colours as classes. Shiki gives each token its colour in every theme; the HTML carries a
 * short class per theme instead (`l3 d7`: the light theme's fourth colour, the dark theme's
 * eighth), and one stylesheet maps the classes to colours under `[data-theme]`. The classes come
 * from the themes alone, so a block highlighted in an earlier build (from the cache) and one
 * highlighted now share one stylesheet, written before any page is compiled.
 */
import type {ThemeRegistrationResolved} from 'shiki';

export type Mode = 'light' | 'dark';
export const MODE_PREFIX: Record<Mode, string> = {light: 'l', dark: 'd'};

/** A code theme as the site uses it: its token colours, made readable on every background a token can sit on. */
export interface Palette {
  mode: Mode;
  foreground: string;
  background: string;
  /** Colour → class suffix (index), in the theme's order. */
  colours: Map<string, number>;
  /** Colour as shown (raised to 4.5:1 where the theme's own falls short). */
  shown: string[];
}

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

export function paletteOf(theme: ThemeRegistrationResolved, mode: Mode): Palette {
  const foreground = (theme.fg ?? '#000000').toLowerCase();
  const background = (theme.bg ?? '#ffffff').toLowerCase();
  const colours = new Map<string, number>();
  const add = (colour: string | undefined) => {
    const key = colour?.toLowerCase();
    if (key && /^#[0-9a-f]{3,8}$/.test(key) && !colours.has(key)) colours.set(key, colours.size);
  };
  add(foreground);
  for (const {settings} of theme.settings ?? []) add(settings.foreground);
  const backgrounds = Object.values(backgroundsOf({background, mode}));
  const shown = [...colours.keys()].map((colour) => readable(colour, backgrounds));
  return {mode, foreground, background, colours, shown};
}

/** The class of a token's colour in a palette; throws on a colour the theme does not have. */
export function colourClass(palette: Palette, colour: string): string {
  const index = palette.colours.get(colour.toLowerCase());
  if (index === undefined) throw new Error(`colour ${colour} is not in the ${palette.mode} code theme`);
  return `${MODE_PREFIX[palette.mode]}${index}`;
}

/** The stylesheet: block colours as variables, one rule per token colour class, per mode. */
export function paletteCss(palettes: Palette[]): string {
  return palettes
    .map((p) => {
      const scope = `[data-theme='${p.mode}']`;
      const {background, highlight, add, remove} = backgroundsOf(p);
      const foreground = readable(p.foreground, [background, highlight, add, remove]);
      const vars = `${scope}{--code-color:${foreground};--code-background:${background};--code-line-highlight:${highlight};--code-line-add:${add};--code-line-remove:${remove}}`;
      const rules = p.shown.map((colour, i) => `${scope} .${MODE_PREFIX[p.mode]}${i}{color:${colour}}`);
      return [vars, ...rules].join('\n');
    })
    .join('\n');
}
