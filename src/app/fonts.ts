import localFont from 'next/font/local';

/*
 * Noto Sans Thai (variable weight) from @fontsource-variable/noto-sans-thai,
 * served by next/font so the files get hashed, immutable URLs. Same family
 * name and unicode ranges as the package's CSS, so the theme's font stack is
 * unchanged; each subset loads only when a page uses it.
 * - The Thai letters are preloaded from <head> with `swap`: they arrive
 *   before the first paint, so Thai text is drawn in its own font from the
 *   start (a device without a Thai font of its own would show empty boxes).
 * - The Latin subsets are not preloaded and use `optional`: off the first
 *   paint's path (31 KB that competed with the page's largest image on a
 *   slow phone link: docs/performance.md), drawn in the font when it is
 *   there within about 100 ms of being needed (any later page), otherwise in
 *   the platform's own Latin font for that page; never a swap afterwards
 *   (`swap` without the preload moved the text when the fonts came:
 *   Lighthouse's layout shift 0.14-0.21).
 * next/font takes literal options only, hence the repetition.
 */
export const notoSansThai = localFont({
  src: '../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
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
  preload: false,
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
