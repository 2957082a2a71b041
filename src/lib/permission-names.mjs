// The names of the back office's permissions (src/lib/permissions.ts gives them their type and
// meaning). Plain JavaScript so that the migration runner (scripts/migrate.mjs, run by node
// without a build) brings every installation's permissions up to date from this one list.
export const permissionNames = /** @type {const} */ ([
  'access/public_training_register',
  'access/public_training',
  'access/public_training_category',
  'access/public_training_speaker',
  'access/inhouse_training',
  'access/inhouse_training_category',
  'access/service',
  'access/news',
  'access/news_category',
  'access/portfolio',
  'access/banner',
  'access/member',
  'access/user',
  'access/role',
  'access/report',
  'access/researcher',
  'access/page',
  'access/contact_message',
  'access/audit_log',
  'access/api_token',
]);
