import en from './locales/en';
import th from './locales/th';

/**
 * Every message of both languages, for the server (pages, API errors,
 * e-mail). Kept apart from locales.ts so that client code importing the
 * language list does not bundle the dictionaries.
 */
export const messages = { th, en } as const;
export type MessageKey = keyof typeof th;
