import { describe, expect, it } from 'vitest';
import { field } from '@/lib/admin/fields';
import { safeCallbackUrl } from '@/lib/callback-url';
import { isSafeLink, isSitePath, safeLinkOrNull } from '@/lib/safe-link';
import { sanitizeRichText } from '@/lib/sanitize';

/** Where a browser on https://site.example would go if it followed the value. */
const followed = (value: string) => new URL(value, 'https://site.example/news/1');

/** Values that look like a path of this site but that a browser opens elsewhere. */
const leaveTheSite = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '\t/\\evil.example',
  '\u0000//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/news/..//evil.example',
  '/%2e//evil.example',
  '/\\t/evil.example',
];

/** Not links at all, or links we never want on a banner. */
const notLinks = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example\\@site.example/',
  'https://user:pass@evil.example/',
  'http:evil.example',
  'https:\\\\evil.example',
  'https://',
  'ftp://files.example/x',
  'mailto:a@b.example',
  'news/1',
  '',
];

const fine = [
  '/',
  '/news',
  '/news/1?x=1#top',
  '/public-training?category=3',
  '/%5Cnot-a-host',
  'https://www.example.ac.th/non-degree',
  'http://example.com/a?b=c',
  'HTTPS://EXAMPLE.COM/',
];

describe('links staff put on pages (src/lib/safe-link.ts)', () => {
  it.each(leaveTheSite)('refuses %j, which a browser would open on another site', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(isSafeLink(value)).toBe(false);
    expect(safeLinkOrNull(value)).toBeNull();
  });

  it.each(notLinks)('refuses %j', (value) => {
    expect(isSafeLink(value)).toBe(false);
  });

  it.each(fine)('takes %j', (value) => {
    expect(isSafeLink(value)).toBe(true);
    if (value.startsWith('/')) expect(followed(value).origin).toBe('https://site.example');
  });

  it('a banner link: refused with a message saying it leaves the site, a bad address with the usual one', () => {
    const link = field.link({ label: 'x' }).input;
    const issue = (value: string) => {
      const parsed = link.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(issue('/\\evil.example')).toBe('admin_content.validation.link_leaves_site');
    expect(issue('//evil.example')).toBe('admin_content.validation.link_leaves_site');
    expect(issue('javascript:alert(1)')).toBe('admin_content.validation.invalid_link');
    expect(issue('/about-us')).toBeNull();
    expect(issue('https://www.example.ac.th/')).toBeNull();
    expect(link.parse('')).toBeNull();
  });

  it('an image or document must be a path of this site', () => {
    const image = field.image({ label: 'x' }).input;
    expect(image.safeParse('/\\evil.example/x.png').success).toBe(false);
    expect(image.safeParse('//evil.example/x.png').success).toBe(false);
    expect(image.safeParse('/uploads/2026/01/a.jpg').success).toBe(true);
    const documents = field.documents({ label: 'x' }).input;
    expect(documents.safeParse([{ name: 'a', file_url: '/uploads/\\..\\x' }]).success).toBe(false);
    expect(documents.safeParse([{ name: 'a', file_url: '/uploads/2026/01/a.pdf' }]).success).toBe(
      true,
    );
  });

  it('rich text drops protocol-relative links and images, and keeps paths and web addresses', () => {
    const html = sanitizeRichText(
      '<a href="/\\evil.example">a</a><a href="//evil.example">b</a><img src="//evil.example/x.png"><a href="/news/1">c</a><a href="https://example.com/">d</a>',
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('href="/news/1"');
    expect(html).toContain('href="https://example.com/"');
  });

  it('agrees with the login redirect rule: whatever it keeps of these stays on the site', () => {
    for (const value of [...leaveTheSite, ...notLinks])
      expect(followed(safeCallbackUrl(value)).origin, value).toBe('https://site.example');
  });
});
