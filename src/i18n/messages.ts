import en from './locales/en';
import th from './locales/th';

/**
 * Every message of both languages, for the server (pages, API errors,
 * e-mail). Kept apart from locales.ts so that client code importing the
 * language list does not bundle the dictionaries.
 */
export const messages = { th, en } as const;

/** The back office's groups (admin, admin_shell, admin_registrations, ...; permissions): no public page shows them. */
const isBackOffice = (group: string) => group === 'permissions' || group === 'admin' || group.startsWith('admin_');
const withoutBackOffice = (all: Record<string, unknown>) => Object.fromEntries(Object.entries(all).filter(([group]) => !isBackOffice(group)));

/**
 * The messages the public pages hand to the browser (their AppProviders): all
 * but the back office's, a quarter of the dictionary less in the HTML of every
 * public page (README: "Performance").
 */
export const publicMessages = { th: withoutBackOffice(th), en: withoutBackOffice(en) };

export type MessageKey = keyof typeof th;
