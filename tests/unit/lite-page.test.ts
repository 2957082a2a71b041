import { describe, expect, it } from 'vitest';
import {
  APP_SCRIPTS_ID,
  LITE_MARKER,
  makeLite,
  toLitePage,
} from '../../src/server/cache/lite-page.mjs';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="th"><head>${head}</head><body>${body}</body></html>`;

const rendered = page(
  `<meta charSet="utf-8"/>${LITE_MARKER}<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
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

  it('keeps the content, the stylesheets and the inline payload the app reads when started', () => {
    const lite = toLitePage(rendered);
    expect(lite).toContain('<main><h1>ข่าว</h1></main>');
    expect(lite).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(lite).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
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
