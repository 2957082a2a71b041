import { describe, expect, it } from 'vitest';
import { safeAdminCallbackUrl, safeCallbackUrl } from '@/lib/callback-url';

/** Where a browser on https://site.example would go if it followed the value. */
const followed = (value: string) => new URL(value, 'https://site.example/login');

/** Values seen in the wild to leave a site after login: each must fall back. */
const offSite = [
  // The probe's finding: a tab or a newline between the slashes (browsers drop them).
  '/\t/localhost:8999/x',
  '/\n/localhost:8999/x',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '//evil.example',
  '//evil.example/member/account',
  '///evil.example',
  // Backslashes are slashes to a browser.
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\t\\evil.example',
  // Paths that normalise to "//host".
  '/.//evil.example',
  '/..//evil.example',
  '/member/..//evil.example',
  '/%2e//evil.example',
  // Other origins and schemes.
  'https://evil.example/',
  'http:\\\\evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

/**
 * The same values as they arrive URL-encoded in ?callbackUrl= (the login
 * page reads the decoded value, so each is also tried decoded once more).
 */
const encoded = [
  '%2F%09%2Flocalhost%3A8999%2Fx',
  '%2F%0A%2Fevil.example',
  '%2F%5Cevil.example',
  '%5C%2Fevil.example',
  '%2F%2Fevil.example',
  'javascript%3Aalert(1)',
];

describe('safeCallbackUrl (member login)', () => {
  it.each(offSite)('refuses %j', (value) => {
    expect(safeCallbackUrl(value)).toBe('/');
    expect(safeCallbackUrl(value, '/member/account')).toBe('/member/account');
  });

  it.each(encoded)('refuses %j once the query string is decoded', (raw) => {
    const value = new URLSearchParams(`callbackUrl=${raw}`).get('callbackUrl');
    expect(safeCallbackUrl(value)).toBe('/');
  });

  it('never returns anything a browser would follow to another origin', () => {
    for (const value of [...offSite, ...encoded, ...encoded.map(decodeURIComponent)]) {
      expect(followed(safeCallbackUrl(value)).origin).toBe('https://site.example');
    }
  });

  it('keeps a path of this site with its query and fragment, as the browser would read it', () => {
    expect(safeCallbackUrl('/member/account')).toBe('/member/account');
    expect(safeCallbackUrl('/public-training/12/register?step=2#pay')).toBe(
      '/public-training/12/register?step=2#pay',
    );
    expect(safeCallbackUrl('/news?q=a%20b')).toBe('/news?q=a%20b');
    expect(safeCallbackUrl('/member/\taccount')).toBe('/member/account');
    // Still-encoded characters stay encoded: a path on this site, not a host.
    expect(safeCallbackUrl('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeCallbackUrl('/%09/evil.example')).toBe('/%09/evil.example');
  });

  it('falls back on nothing at all', () => {
    expect(safeCallbackUrl(undefined)).toBe('/');
    expect(safeCallbackUrl(null)).toBe('/');
    expect(safeCallbackUrl('')).toBe('/');
  });
});

describe('safeAdminCallbackUrl (staff login)', () => {
  it.each(offSite)('refuses %j', (value) => {
    expect(safeAdminCallbackUrl(value)).toBe('/admin/home');
  });

  it('follows only back-office paths and the receipt preview', () => {
    expect(safeAdminCallbackUrl('/admin/users?page=2')).toBe('/admin/users?page=2');
    expect(safeAdminCallbackUrl('/gen_receipt')).toBe('/gen_receipt');
    expect(safeAdminCallbackUrl('/member/account')).toBe('/admin/home');
    expect(safeAdminCallbackUrl('/admin/../member')).toBe('/admin/home');
    expect(safeAdminCallbackUrl('/admin\t/..//evil.example')).toBe('/admin/home');
    // A backslash inside the path stays a path on this site.
    expect(safeAdminCallbackUrl('/admin/\\evil.example')).toBe('/admin//evil.example');
    expect(followed(safeAdminCallbackUrl('/admin/\\evil.example')).origin).toBe(
      'https://site.example',
    );
  });
});
