/**
 * Public results carry the per-language rows of translated items
 * (`translations`) only when the caller asks with `with: 'lang'` (the REST
 * door's `?with=lang`, SPEC.md section 3); the React UI never does, so cached
 * pages do not carry every language. Looks at the result, its items and
 * their lists, the depth services answer in.
 */
export async function langIfAsked<T>(
  input: { with?: 'lang' } | undefined,
  result: Promise<T>,
): Promise<T> {
  const value = await result;
  return input?.with === 'lang' ? value : (strip(value, 3) as T);
}

function strip(value: unknown, depth: number): unknown {
  if (depth < 0 || value === null || typeof value !== 'object' || value instanceof Date)
    return value;
  if (Array.isArray(value)) return value.map((v) => strip(v, depth - 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (k !== 'translations') out[k] = strip(v, depth - 1);
  return out;
}
