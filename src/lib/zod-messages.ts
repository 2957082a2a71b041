import type { ZodError } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Issue = ZodError['issues'][number];

/**
 * The one rule for turning a zod issue into words, on the server (API
 * errors) and in the browser (forms): a schema's own message is a locale key
 * (please_enter_firstname, error_max_password "at most {{maximum}}");
 * otherwise the issue's kind is (validation.too_big, "at most 255"); either
 * is given the issue's bounds.
 */
export function issueMessage(issue: Issue, t: Translate, isKey: (key: string) => boolean): string {
  const bounds = issue as unknown as { minimum?: unknown; maximum?: unknown };
  // A schema's own message may name the bound too ("at most {{maximum}} characters").
  if (isKey(issue.message))
    return t(issue.message, { minimum: bounds.minimum, maximum: bounds.maximum });
  const byCode = `validation.${issue.code}`;
  return isKey(byCode)
    ? t(byCode, { minimum: bounds.minimum, maximum: bounds.maximum })
    : t('validation.custom');
}

/** A field's path as forms and API errors name it: lang.en.name, speakers.0. */
export const issueField = (issue: Issue) => issue.path.map(String).join('.') || '_';

/** Every field's messages, and the first failing field (SPEC.md section 8). */
export function fieldMessages(error: ZodError, t: Translate, isKey: (key: string) => boolean) {
  const fieldErrors: Record<string, string[]> = {};
  let first: { field: string; message: string } | undefined;
  for (const issue of error.issues) {
    const message = issueMessage(issue, t, isKey);
    // An unknown key is named itself (filters.colour), not only the object holding it.
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => issueField({ ...issue, path: [...issue.path, key] }))
        : [issueField(issue)];
    for (const field of fields) {
      (fieldErrors[field] ??= []).push(message);
      first ??= { field, message };
    }
  }
  return { fieldErrors, first };
}
