import type { ZodError } from 'zod';
import type { Locale } from '@/i18n/locales';
import { translateIfKey } from '@/server/i18n/translate';

/**
 * Turns zod issues into translated messages per field (SPEC.md section 8:
 * a map of field names to arrays of messages). A schema's own message is a
 * locale key (e.g. please_enter_firstname); zod's built-in messages fall back
 * to a translated message for the issue's kind.
 */
export function formatValidationIssues(error: ZodError, locale: Locale) {
  const fieldErrors: Record<string, string[]> = {};
  let first: { field: string; message: string } | undefined;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const own = translateIfKey(locale, issue.message);
    const params = issue as unknown as { minimum?: unknown; maximum?: unknown };
    const byCode = translateIfKey(locale, `validation.${issue.code}`, { minimum: params.minimum, maximum: params.maximum });
    const message = own !== issue.message ? own : byCode.startsWith('validation.') ? translateIfKey(locale, 'validation.custom') : byCode;
    (fieldErrors[field] ??= []).push(message);
    first ??= { field, message };
  }
  return { fieldErrors, first };
}
