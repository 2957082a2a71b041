/**
 * The client's translate function: a key path into one language's messages
 * ("content.page_of"), `{{name}}` interpolation and `_one`/`_other` plurals
 * chosen by Intl.PluralRules, which is all the locale files use. The server
 * keeps i18next (src/i18n/server.ts); this keeps i18next's ~22 KB out of the
 * browser.
 */
export type Messages = Record<string, unknown>;
export type TOptions = Record<string, unknown> & { count?: number };
export type ClientT = (key: string, options?: TOptions) => string;

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function translate(
  messages: Messages,
  locale: string,
  key: string,
  options?: TOptions,
): string {
  let text: unknown;
  if (typeof options?.count === 'number')
    text = lookup(messages, `${key}_${new Intl.PluralRules(locale).select(options.count)}`);
  text ??= lookup(messages, key);
  if (typeof text !== 'string') return key;
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    name in options ? String(options[name]) : whole,
  );
}
