import { cookies, draftMode, headers } from 'next/headers';
import { resourceNamed } from '@/lib/admin/resources';
import { createRequestContext } from '@/server/api/context';
import {
  PREVIEW_COOKIE,
  type PreviewGrant,
  readPreviewToken,
} from '@/server/preview/preview-token';

/**
 * True when this request is a staff preview of this very item: Next's draft
 * mode is on (so the page is rendered for this request alone and never
 * stored in the page cache), the preview cookie holds a genuine, unexpired
 * grant for this resource and id, and the signed-in staff member is the one
 * it was issued to and still holds the item's permission. Only pages under
 * draft mode read cookies; every other visit stays cacheable.
 */
export async function isPreviewOf(resource: string, id: number): Promise<boolean> {
  return !!(await previewGrantOf(resource, id));
}

/** The grant of this request's preview of this very item (as isPreviewOf checks it), or null. */
export async function previewGrantOf(resource: string, id: number): Promise<PreviewGrant | null> {
  if (!(await draftMode()).isEnabled) return null;
  const grant = readPreviewToken((await cookies()).get(PREVIEW_COOKIE)?.value);
  if (!grant || grant.resource !== resource || grant.id !== id) return null;
  return (await staffMayPreview(new Headers(await headers()), grant.userId, resource))
    ? grant
    : null;
}

/** The signed-in staff member of these headers is `userId` and holds the resource's permission. */
export async function staffMayPreview(
  requestHeaders: Headers,
  userId: number,
  resource: string,
): Promise<boolean> {
  const r = resourceNamed(resource);
  if (!r?.publicHref) return false;
  const admin = await createRequestContext(requestHeaders).getAdmin();
  return !!admin && admin.user.id === userId && admin.user.permissions.includes(r.permission);
}
