/**
 * One hit of the back-office search (SPEC.md section 3 "Admin search
 * result"): the admin route to open and the key that selects the item, as a
 * query parameter (query true: /admin/news/form?news_id=3) or as the last
 * path segment (query false: /admin/services/public_training_register/12).
 */
export interface AdminSearchResult {
  id: string;
  kind: SearchKind;
  label: string;
  client_route: string;
  primary_key: string;
  item_id: number;
  query: boolean;
}

/**
 * What the search finds (admin_shell.search_kind.*). A kind is searched only
 * where a page of src/lib/admin-pages.ts declares it, and so opens that
 * page's form (or, for registrations, its detail page).
 */
export type SearchKind =
  | 'training'
  | 'category'
  | 'speaker'
  | 'inhouse'
  | 'service'
  | 'news'
  | 'portfolio'
  | 'banner'
  | 'researcher'
  | 'member'
  | 'inhouse_request'
  | 'service_request'
  | 'contact_message'
  | 'user'
  | 'registration';

/** Where a result opens. */
export function searchResultHref(
  r: Pick<AdminSearchResult, 'client_route' | 'primary_key' | 'item_id' | 'query'>,
): string {
  return r.query
    ? `${r.client_route}?${r.primary_key}=${encodeURIComponent(r.item_id)}`
    : `${r.client_route}/${encodeURIComponent(r.item_id)}`;
}
