import type { ZodError } from 'zod';
import type { Locale } from '@/i18n/locales';
import { fieldMessages } from '@/lib/zod-messages';
import { translateIfKey } from '@/server/i18n/translate';

/**
 * Turns zod issues into translated messages per field (SPEC.md section 8:
 * a map of field names to arrays of messages), by the same rule the forms
 * use (src/lib/zod-messages.ts).
 */
export function formatValidationIssues(error: ZodError, locale: Locale) {
  return fieldMessages(
    error,
    (key, options) => translateIfKey(locale, key, options),
    (key) => translateIfKey(locale, key) !== key,
  );
}
