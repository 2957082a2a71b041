/** Where a login page may send the member afterwards: only same-site paths. */
export function safeCallbackUrl(value: string | null | undefined, fallback = '/'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}
