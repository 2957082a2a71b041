import 'server-only';
import type { Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import type { Messages } from '@/i18n/translate';

/** The top-level groups of messages the site's shell (header islands, error page) uses on every page. */
const shellGroups = [
  'nav',
  'error_title',
  'error_text',
  'go_home',
  'close',
  'language_names',
  'site_name',
] as const;

/** The few messages every page carries for its shell; pages with forms get the whole dictionary from AppProviders. */
export function shellMessages(locale: Locale): Messages {
  const all = messages[locale] as Messages;
  return Object.fromEntries(shellGroups.map((group) => [group, all[group]]));
}
