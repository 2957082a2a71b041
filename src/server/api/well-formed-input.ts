interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

const pathOf = (node: Node) => {
  const path: string[] = [];
  for (let n: Node | null = node; n && n.key !== null; n = n.parent) path.unshift(n.key);
  return path;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** Well-formed UTF-16 without NUL: PostgreSQL's text cannot hold a NUL character. */
const isStorableText = (text: string) => text.isWellFormed() && !text.includes('\u0000');

/**
 * The path of the first string, or object key, in `input` that is not
 * well-formed UTF-16 (a lone surrogate, as JSON "a\ud800" makes one) or
 * holds a NUL character, or null when all text is fine. Such text can be
 * neither stored nor sent on: the database drivers refuse it, each in its own
 * way (a 500), so every procedure refuses it at the door instead.
 *
 * Walks plain objects, arrays, Maps and Sets (superjson inputs), never files
 * or byte arrays, breadth first and without recursion, so neither a huge nor
 * a deeply nested input can exhaust the stack.
 */
export function illFormedTextPath(input: unknown): string[] | null {
  const queue: Node[] = [{ value: input, key: null, parent: null }];
  for (let i = 0; i < queue.length; i += 1) {
    const node = queue[i]!;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return pathOf(node);
    } else if (Array.isArray(value) || value instanceof Set) {
      let index = 0;
      for (const item of value) queue.push({ value: item, key: String(index++), parent: node });
    } else if (value instanceof Map || isPlainObject(value)) {
      const entries: Iterable<[unknown, unknown]> =
        value instanceof Map ? value : Object.entries(value);
      for (const [key, item] of entries) {
        const child = { value: item, key: String(key), parent: node };
        if (typeof key === 'string' && !isStorableText(key)) return pathOf(child);
        queue.push(child);
        if (value instanceof Map && typeof key !== 'string')
          queue.push({ value: key, key: String(key), parent: node });
      }
    }
  }
  return null;
}
