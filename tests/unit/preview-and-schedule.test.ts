import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicationStateOf } from '@/lib/admin/publication';
import { PUBLIC_PAGE_SECONDS, secondsUntil } from '@/server/cache/schedule-bound';
import { PREVIEW_SECONDS, previewToken, readPreviewToken } from '@/server/preview/preview-token';

describe('preview tokens', () => {
  const grant = { resource: 'news', id: 7, userId: 3 };

  it('reads back a genuine token for its item and staff member', () => {
    expect(readPreviewToken(previewToken(grant))).toMatchObject(grant);
  });

  it('carries the key of previewed unsaved values, signed with the rest; refuses a malformed key or another key', () => {
    const draft = 'a'.repeat(32);
    const token = previewToken({ ...grant, draft });
    expect(readPreviewToken(token)).toMatchObject({ ...grant, draft });
    expect(readPreviewToken(previewToken({ ...grant, draft: 'not-a-key' }))).toBeNull();
    const [payload, signature] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    const other = Buffer.from(JSON.stringify({ ...decoded, draft: 'b'.repeat(32) })).toString(
      'base64url',
    );
    expect(readPreviewToken(`${other}.${signature}`)).toBeNull();
  });

  it('refuses an expired token', () => {
    const issued = Date.now() - (PREVIEW_SECONDS + 1) * 1000;
    expect(readPreviewToken(previewToken(grant, issued))).toBeNull();
  });

  it('refuses a token whose grant was altered (another item, entity or person) or re-signed with another key', () => {
    const token = previewToken(grant);
    const [payload, signature] = token.split('.');
    const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as object;
    for (const change of [{ id: 8 }, { resource: 'portfolios' }, { userId: 1 }, { exp: 9e9 }]) {
      const altered = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url');
      expect(readPreviewToken(`${altered}.${signature}`)).toBeNull();
      const forged = createHmac('sha256', 'not-the-secret').update(altered).digest('base64url');
      expect(readPreviewToken(`${altered}.${forged}`)).toBeNull();
    }
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of [undefined, '', '.', 'a.b', 'a.b.c', 'x'.repeat(5000), 42, null]) {
      expect(readPreviewToken(bad)).toBeNull();
    }
  });
});

describe('the cache lifetime bound by the next scheduled change', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is the usual 300 s when nothing is scheduled or the change is further', () => {
    expect(secondsUntil(null, now)).toBe(PUBLIC_PAGE_SECONDS);
    expect(secondsUntil(new Date(now.getTime() + 3_600_000), now)).toBe(PUBLIC_PAGE_SECONDS);
  });
  it('ends at the scheduled moment, and is at least a second', () => {
    expect(secondsUntil(new Date(now.getTime() + 61_500), now)).toBe(62);
    expect(secondsUntil(new Date(now.getTime() + 10), now)).toBe(1);
    expect(secondsUntil(new Date(now.getTime() - 5000), now)).toBe(1);
  });
});

describe('publication state', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const later = '2026-11-27T10:00:00Z';
  const earlier = '2026-11-25T10:00:00Z';
  it('names drafts, unpublished, scheduled, published and ended items', () => {
    expect(publicationStateOf('news', { status: false }, false, now)).toBe('draft');
    expect(publicationStateOf('news', { status: false }, true, now)).toBe('unpublished');
    expect(publicationStateOf('news', { status: true, published_at: later }, true, now)).toBe(
      'scheduled',
    );
    expect(publicationStateOf('news', { status: true, published_at: earlier }, true, now)).toBe(
      'published',
    );
    expect(
      publicationStateOf(
        'banners',
        { status: true, start_date: null, end_date: earlier },
        true,
        now,
      ),
    ).toBe('ended');
    expect(
      publicationStateOf('banners', { status: true, start_date: null, end_date: null }, true, now),
    ).toBe('published');
  });
});
