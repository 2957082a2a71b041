import localFont from 'next/font/local';

/*
 * Noto Sans Thai (variable weight) from @fontsource-variable/noto-sans-thai,
 * served by next/font so the files get hashed, immutable URLs. Same family
 * name and unicode ranges as the package's CSS, so the theme's font stack is
 * unchanged; each subset loads only when a page uses it.
 * - The Thai letters are preloaded from <head> with `optional`: they are
 *   usually there for the first paint, and when they are not (a slow first
 *   visit) the page keeps the device's own Thai font rather than redrawing
 *   its text when they come (`swap` moved the text under the headline:
 *   Lighthouse's layout shift 0.001-0.002, docs/policies/lite-pages.md);
 *   the next page has them from the cache.
 * - The Latin subset is preloaded too, with `optional`: every page needs it
 *   (a space, a digit), and the line height of a heading follows the face
 *   that holds the space, so a Latin face arriving after the first paint
 *   moved the headings (layout shift 0.001-0.002); the rarer Latin Extended
 *   letters are not preloaded and use `optional` as well (drawn in the
 *   platform's font for a page where they are late, never swapped).
 * next/font takes literal options only, hence the repetition.
 */
export const notoSansThai = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    { prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  ],
});

export const notoSansThaiLatin = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const notoSansThaiLatinExt = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  adjustFontFallback: false,
  preload: false,
  declarations: [
    { prop: 'font-family', value: "'Noto Sans Thai Variable'" },
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});
