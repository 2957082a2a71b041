// i18n configuration shared by the proxy, server components and the client.
// No locale in the path: the language lives in a cookie kept 365 days.
/** @type {import('next-i18next/proxy').I18nConfig} */
const i18nConfig = {
  supportedLngs: ['th', 'en'],
  fallbackLng: 'th',
  defaultNS: 'common',
  ns: ['common'],
  localeInPath: false,
  cookieName: 'i18next',
  cookieMaxAge: 365 * 24 * 60 * 60,
};

export default i18nConfig;
