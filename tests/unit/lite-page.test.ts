import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_ID,
  APP_STYLES_ID,
  LITE_MARKER,
  makeLite,
  toLitePage,
} from '../../src/server/cache/lite-page.mjs';
import {
  absoluteUrls,
  combinedStylesheet,
  liteStylesHref,
  MAX_STYLESHEETS,
  stylesheetNames,
  stylesheetQueryNames,
} from '../../src/server/cache/lite-styles.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="th"><head>${head}</head><body>${body}</body></html>`;

const rendered = page(
  `<meta charSet="utf-8"/>${LITE_MARKER}<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
    `<link rel="stylesheet" href="/_next/static/chunks/c-2.css" data-precedence="next"/>` +
    `<link rel="preload" href="/_next/static/chunks/d.css" as="style"/>` +
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>` +
    `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`,
  `<main><h1>ข่าว</h1></main>` +
    `<script src="/_next/static/chunks/main.js?dpl=x&amp;v=1" async=""></script>` +
    `<script src="/_next/static/chunks/b.js" async=""></script>` +
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`,
);

/** The addresses lite.js is given to start the app. */
const listed = (html: string) =>
  JSON.parse(
    html.match(
      new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">(.*?)</script>`),
    )![1]!,
  ) as string[];

describe('lite pages (src/server/cache/lite-page.mjs)', () => {
  it('takes out every script the page loads and lists them, in order, for lite.js', () => {
    const lite = toLitePage(rendered);
    expect(lite).not.toMatch(/<script\b[^>]*\ssrc="\/_next/);
    expect(lite).not.toContain('rel="preload" as="script"');
    expect(listed(lite)).toEqual([
      '/_next/static/chunks/main.js?dpl=x&v=1',
      '/_next/static/chunks/b.js',
    ]);
    expect(lite).toContain('<script src="/lite.js" defer></script></body>');
  });

  it('keeps the content and the inline payload the app reads when started', () => {
    const lite = toLitePage(rendered);
    expect(lite).toContain('<main><h1>ข่าว</h1></main>');
    expect(lite).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('loads the build stylesheets as one /lite.css, in order, and lists them for the app', () => {
    const lite = toLitePage(rendered);
    expect(lite.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/lite.css?c=a.c-2"/>',
    ]);
    // The style preload is for a part only the app renders.
    expect(lite).not.toContain('d.css');
    expect(JSON.parse(lite.match(new RegExp(`id="${APP_STYLES_ID}">(.*?)</script>`))![1]!)).toEqual(
      [
        { href: '/_next/static/chunks/a.css', precedence: 'next' },
        { href: '/_next/static/chunks/c-2.css', precedence: 'next' },
      ],
    );
  });

  it('keeps the stylesheet links of a page that loads one from elsewhere', () => {
    const other = rendered.replace(
      '</head>',
      '<link rel="stylesheet" href="https://cdn.example/x.css"/></head>',
    );
    const lite = toLitePage(other);
    expect(lite).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(lite).toContain('href="https://cdn.example/x.css"');
    expect(lite).not.toContain('/lite.css');
    expect(lite).not.toContain(APP_STYLES_ID);
  });

  it('leaves a page without the marker, and a lite page, as they are', () => {
    const plain = rendered.replace(LITE_MARKER, '');
    expect(toLitePage(plain)).toBe(plain);
    const lite = toLitePage(rendered);
    expect(toLitePage(lite)).toBe(lite);
  });

  it('escapes the list so that no address can close its script element', () => {
    const lite = toLitePage(
      page(LITE_MARKER, '<script src="/x.js?a=&lt;/script&gt;&lt;b&gt;" async=""></script>'),
    );
    expect(lite).not.toContain('</script><b>');
    expect(JSON.parse(lite.match(/id="asc-app-scripts">(.*?)<\/script>/)![1]!)).toEqual([
      '/x.js?a=</script><b>',
    ]);
  });

  it('changes a page entry in place, and nothing else', () => {
    const entry = { kind: 'APP_PAGE', html: rendered, status: 200 };
    makeLite(entry);
    expect(entry.html).toBe(toLitePage(rendered));
    const route = { kind: 'APP_ROUTE', body: Buffer.from(rendered) };
    makeLite(route);
    expect(route.body.toString()).toBe(rendered);
    expect(() => makeLite(undefined)).not.toThrow();
  });
});

describe('the one lite stylesheet (src/server/cache/lite-styles.mjs)', () => {
  it('names only build stylesheets, and at most a page-full of them', () => {
    expect(liteStylesHref(['/_next/static/chunks/a1.css', '/_next/static/chunks/b_-2.css'])).toBe(
      '/lite.css?c=a1.b_-2',
    );
    expect(liteStylesHref(['/_next/static/chunks/../x.css'])).toBeNull();
    expect(liteStylesHref(['/other/a.css'])).toBeNull();
    expect(liteStylesHref([])).toBeNull();
  });

  it('refuses a query that is not a list of build names', () => {
    expect(stylesheetNames('a1.b_-2')).toEqual(['a1', 'b_-2']);
    for (const bad of [null, '', 'a..b', '../../etc/passwd', 'a/b', 'a%2Fb', 'a.b.'])
      expect(stylesheetNames(bad)).toBeNull();
    expect(
      stylesheetNames(
        Array(MAX_STYLESHEETS + 1)
          .fill('a')
          .join('.'),
      ),
    ).toBeNull();
  });

  it('refuses a name twice, any parameter but one c, and more bytes than the cap', async () => {
    // Each spelling of the same file would be a cache entry of its own, and 32 copies of one name 8 MB of answer.
    expect(stylesheetNames('a.b.a')).toBeNull();
    expect(stylesheetNames(Array(32).fill('a').join('.'))).toBeNull();
    const query = (q: string) => stylesheetQueryNames(new URLSearchParams(q));
    expect(query('c=a.b')).toEqual(['a', 'b']);
    for (const bad of ['c=a&v=1', 'v=1&c=a', 'c=a&c=a', 'c=a&c=b', 'c=a&_rsc=x', ''])
      expect(query(bad), bad).toBeNull();

    const dir = mkdtempSync(path.join(os.tmpdir(), 'lite-styles-'));
    try {
      writeFileSync(path.join(dir, 'a.css'), 'a{color:red}');
      writeFileSync(path.join(dir, 'b.css'), 'b{background:url(../media/x.png)}');
      expect(await combinedStylesheet(['a', 'b'], { dir, maxBytes: 100 })).toBe(
        '/* a.css */\na{color:red}\n/* b.css */\nb{background:url(/_next/static/media/x.png)}',
      );
      expect(await combinedStylesheet(['a', 'b'], { dir, maxBytes: 20 })).toBeNull();
      expect(await combinedStylesheet(['a', 'missing'], { dir })).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes relative URLs absolute from where the stylesheet was served', () => {
    const css =
      '@font-face{src:url(../media/f.woff2) format("woff2")}' +
      `a{background:url("data:image/svg+xml,%3Csvg%3E")}b{mask:url('#m')}i{background:url(/p.png)}`;
    expect(absoluteUrls(css, '/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/_next/static/media/f.woff2) format("woff2")}' +
        `a{background:url("data:image/svg+xml,%3Csvg%3E")}b{mask:url('#m')}i{background:url(/p.png)}`,
    );
  });
});
