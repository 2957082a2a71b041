import en from './locales/en';
import th from './locales/th';
import formsTh from './locales/th/forms.json';

/**
 * Every message of both languages, for the server (pages, API errors,
 * e-mail). Kept apart from locales.ts so that client code importing the
 * language list does not bundle the dictionaries.
 */
export const messages = { th, en } as const;

/** The back office's groups (admin, admin_shell, admin_registrations, ...; permissions): no public page shows them. */
const isBackOffice = (group: string) =>
  group === 'permissions' || group === 'admin' || group.startsWith('admin_');
const withoutBackOffice = (all: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(all).filter(([group]) => !isBackOffice(group)));

/** Groups only server-rendered parts show (the footer, the home page), or that a page hands to its own form (the evaluation page: evaluationMessages). */
const serverOnlyGroups = ['footer', 'home', 'evaluation'];
/** The groups only the member flows show in the browser: sign-in, the member area, registration, payment, receipts. */
const memberFlowGroups = ['member', 'registration', 'payment', 'receipt'];
/**
 * The forms' messages (forms.json: field errors, `validation`, `errors`):
 * only forms show them, and every form on a public page is in a member flow
 * (memberFlowMessages) or loaded after the page (lazy-forms.tsx).
 */
const formGroups = Object.keys(formsTh);
/** The `training` messages client code shows on a public page: the registration box (the rest is rendered on the server). */
const trainingInBrowser = [
  'seats_left',
  'seats_left_value',
  'register',
  'registration_closed',
  'registration_not_open',
  'full',
];

/**
 * The messages every public page hands to the browser (the (site) layout's
 * AppProviders): all but the back office's, the member flows' and the
 * forms', and of the groups the server renders only what client code shows
 * (listed below): 4.6 of the public dictionary's 57 KB in Thai. The whole
 * dictionary was most of a cached list page's HTML (docs/performance.md).
 * A raw key on screen fails the i18n sweep (tests/e2e/i18n-sweep.spec.ts).
 */
function browse(all: Record<string, unknown>) {
  const group = (name: string) => all[name] as Record<string, unknown>;
  const kept = Object.entries(withoutBackOffice(all)).filter(
    ([name]) => ![...memberFlowGroups, ...serverOnlyGroups, ...formGroups].includes(name),
  );
  return {
    ...Object.fromEntries(kept),
    member: { bot_check: group('member').bot_check },
    training: Object.fromEntries(trainingInBrowser.map((key) => [key, group('training')[key]])),
    // The error boundary's two lines; the rest of `content` is rendered on the server.
    content: { load_failed: group('content').load_failed, try_again: group('content').try_again },
    // The contact page's map; the request and contact forms load the rest with their code (lazy-forms.tsx).
    services: { contact: group('services').contact },
  };
}
export const browseMessages = { th: browse(th), en: browse(en) };

/**
 * What the member flows' layouts add on top of browseMessages
 * (src/features/layout/member-flow-layout.tsx): login, register, reset
 * password, the member area and the registration flow.
 */
const memberFlow = (all: Record<string, unknown>) =>
  Object.fromEntries([...memberFlowGroups, ...formGroups].map((group) => [group, all[group]]));
export const memberFlowMessages = { th: memberFlow(th), en: memberFlow(en) };

/** What the evaluation page's form shows in the browser: its group and the forms' messages. */
const evaluationGroups = (all: Record<string, unknown>) =>
  Object.fromEntries(['evaluation', ...formGroups].map((group) => [group, all[group]]));
export const evaluationMessages = { th: evaluationGroups(th), en: evaluationGroups(en) };

export type MessageKey = keyof typeof th;
