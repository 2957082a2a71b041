/**
 * Every endpoint of SPEC.md section 7, written down by hand from the spec
 * (not derived from the code), plus the few the product adds. The contract
 * test (rest-contract.test.ts) walks this list: a ready endpoint must be in
 * the OpenAPI document and answer as the document says; a pending one must
 * be absent and answer the adapter's 404, so the list fails loudly once the
 * endpoint is built and stays true.
 *
 * auth: public (no token), member (member token), admin (staff token with
 * the procedure's permission), any-admin (any staff token).
 */
import { expect } from 'vitest';
import { db } from '@/server/db';
import { siteDay } from '@/lib/dates';
import { attendanceService } from '@/server/services/attendance-service';
import { keepsRevisions } from '@/lib/admin/revisions';
import { duplicates, publishesInBulk } from '@/lib/admin/bulk';
import { resources } from '@/lib/admin/resources';
import { snapshotOf, resourceService } from '@/server/services/resources/resource-service';
import { stores } from '@/server/services/resources/stores';
import type { Store } from '@/server/services/resources/store';
import { createRegistration } from './payment-fixtures';
import type { Fixtures } from './rest-contract-fixtures';
import { waitingListService } from '@/server/services/waiting-list-service';
import { apiTokenService } from '@/server/services/api-token-service';

/** A bank registration whose slip awaits verification. */
async function awaitingVerification(memberId: number) {
  const r = await createRegistration(memberId, { paymentMethodId: 2, statusId: 4 });
  await db.paymentSlip.create({
    data: {
      registrationId: r.id,
      imageUrl: '/uploads/slips/contract.jpg',
      bankId: (await db.bank.findFirstOrThrow()).id,
      transferDate: new Date(),
      amountSatang: r.totalAmountSatang,
    },
  });
  return r;
}

/** A media library item nothing uses (its file need not exist: a delete removes it if it does). */
const libraryItem = () =>
  db.mediaItem.create({
    data: {
      path: `/uploads/2026/11/${crypto.randomUUID()}.jpg`,
      kind: 'image',
      name: 'contract.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 100,
      width: 10,
      height: 10,
    },
  });

/** A registration paid today with its receipt number. */
async function paid(memberId: number) {
  const r = await createRegistration(memberId, { paymentMethodId: 2, statusId: 5 });
  return db.registration.update({
    where: { id: r.id },
    data: { paidAt: new Date(), receiptNo: `RC-${r.id}` },
  });
}

/** A training that ended today with a paid registration, for check-in and certificates. */
async function endedTrainingWithAttendee(memberId: number) {
  const category = await db.publicTrainingCategory.findFirstOrThrow({ where: { status: true } });
  const training = await db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `CT-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      startTrainingDate: new Date(Date.now() - 24 * 3600_000),
      endTrainingDate: new Date(),
      priceSatang: 100_000,
      seatLimit: 10,
      translations: { create: [{ languageId: 1, name: 'หลักสูตรสัญญา' }] },
    },
  });
  const r = await paid(memberId);
  await db.registration.update({ where: { id: r.id }, data: { publicTrainingId: training.id } });
  return { training, registration: r };
}

/** A certificate issued now, straight into the table. */
async function certificateOf(memberId: number) {
  const { registration, training } = await endedTrainingWithAttendee(memberId);
  const code = Array.from(
    { length: 12 },
    () => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[Math.floor(Math.random() * 32)],
  ).join('');
  return db.certificate.create({
    data: {
      code,
      registrationId: registration.id,
      seat: 0,
      firstname: 'สมหญิง',
      lastname: 'ทดสอบ',
      email: 'contract@example.test',
      courseNameTh: 'หลักสูตรสัญญา',
      courseNameEn: 'Contract course',
      startDate: training.startTrainingDate,
      endDate: training.endTrainingDate,
      hours: 12,
      daysAttended: 2,
      daysTotal: 2,
    },
  });
}
/** A full training (no seat) with `f.member` waiting on it; `seats` then set without offering (staff offer by hand). */
async function waitingOn(f: Fixtures, seats = 0) {
  const training = await db.publicTraining.create({
    data: {
      categoryId: f.openTraining.categoryId,
      courseCode: `WL-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      startTrainingDate: f.openTraining.startTrainingDate,
      endTrainingDate: f.openTraining.endTrainingDate,
      priceSatang: 100_000,
      seatLimit: 0,
      translations: { create: [{ languageId: 1, name: 'รายชื่อสำรอง' }] },
    },
  });
  const entry = await waitingListService(db).join(f.member.id, training.id, 1, 'th');
  if (seats)
    await db.publicTraining.update({ where: { id: training.id }, data: { seatLimit: seats } });
  return { training, entry };
}

export type Auth = 'public' | 'member' | 'admin' | 'any-admin';

export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** The token to call with instead of the auth's usual one. */
  token?: string;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style, under /api/v1. */
  path: string;
  auth: Auth;
  /** Why it is not built yet; the test fails once it answers. */
  pending?: string;
  /** Not in SPEC.md section 7: what the product adds. */
  extra?: string;
  /** About one's own sign-in or account: a staff token only, no API token (docs/api-tokens.md). */
  sessionOnly?: true;
  sample?: (f: Fixtures) => Sample | Promise<Sample>;
  /** Checks of the answer beyond its schema (THB amounts against the database, ...). */
  check?: (body: unknown, f: Fixtures) => void | Promise<void>;
}

const get = (path: string, auth: Auth, more: Partial<Endpoint> = {}): Endpoint => ({
  method: 'GET',
  path,
  auth,
  ...more,
});
const post = (path: string, auth: Auth, more: Partial<Endpoint> = {}): Endpoint => ({
  method: 'POST',
  path,
  auth,
  ...more,
});
const put = (path: string, auth: Auth, more: Partial<Endpoint> = {}): Endpoint => ({
  method: 'PUT',
  path,
  auth,
  ...more,
});
const del = (path: string, auth: Auth, more: Partial<Endpoint> = {}): Endpoint => ({
  method: 'DELETE',
  path,
  auth,
  ...more,
});

/**
 * The verbs of a back-office resource (SPEC.md section 7: list, create, edit
 * read, update, delete several), plus the publish toggle the product adds.
 * `extra` marks a resource the spec does not list; `verbs` leaves out what a
 * resource has not (the two static pages are never created or deleted).
 */
/** The newest revision of an item, made by saving it as it is when it has none yet. */
async function revisionOf(name: string, id: number): Promise<number> {
  const newest = () =>
    db.contentRevision.findFirst({
      where: { resource: name, itemId: id },
      orderBy: { id: 'desc' },
    });
  if (!(await newest())) {
    const key = name as keyof typeof stores;
    const store: Store = stores[key];
    const service = resourceService(store, db, stores);
    const r = resources[key];
    await service.update(id, snapshotOf(r.fields, r.lang, await service.get(id, 'th')), 'th');
  }
  return (await newest())!.id;
}

const resource = (
  base: string,
  key: string,
  name: string,
  opts: { extra?: string; verbs?: ('create' | 'delete' | 'status')[] } = {},
): Endpoint[] => {
  const verbs = opts.verbs ?? ['create', 'delete', 'status'];
  const extra = opts.extra;
  return [
    get(base, 'admin', {
      extra,
      sample: () => ({ query: { page: 1, per_page: 5, order: 'DESC' } }),
    }),
    ...(verbs.includes('create')
      ? [post(base, 'admin', { extra, sample: (f: Fixtures) => ({ body: f.resourceBody(name) }) })]
      : []),
    get(`${base}/{id}/edit`, 'admin', {
      extra,
      sample: (f) => ({ params: { id: f.resourceItem(name).edit } }),
    }),
    put(`${base}/{${key}}`, 'admin', {
      extra,
      sample: async (f) => ({
        params: { [key]: f.resourceItem(name).edit },
        body: await f.resourceUpdate(name),
      }),
    }),
    ...(verbs.includes('status')
      ? [
          put(`${base}/{id}/status`, 'admin', {
            extra: 'the publish toggle',
            sample: (f: Fixtures) => ({
              params: { id: f.resourceItem(name).edit },
              body: { status: '0' },
            }),
          }),
        ]
      : []),
    ...(publishesInBulk(resources[name as keyof typeof resources])
      ? [
          post(`${base}/bulk-status`, 'admin', {
            extra: 'bulk publish and unpublish (docs/policies/bulk-autosave-preview.md)',
            sample: (f: Fixtures) => ({
              body: { ids: [Number(f.resourceItem(name).edit)], status: 1 },
            }),
          }),
        ]
      : []),
    ...(verbs.includes('create') && duplicates(resources[name as keyof typeof resources])
      ? [
          post(`${base}/{id}/duplicate`, 'admin', {
            extra: 'duplicate as a draft',
            sample: (f: Fixtures) => ({ params: { id: f.resourceItem(name).edit } }),
          }),
        ]
      : []),
    ...(keepsRevisions(name)
      ? [
          get(`${base}/{id}/revisions`, 'admin', {
            extra: 'revisions (docs/policies/drafts-revisions-audit.md)',
            sample: (f: Fixtures) => ({ params: { id: f.resourceItem(name).edit } }),
          }),
          get(`${base}/{id}/revisions/{revision_id}`, 'admin', {
            extra: 'one revision',
            sample: async (f: Fixtures) => {
              const id = Number(f.resourceItem(name).edit);
              return { params: { id, revision_id: await revisionOf(name, id) } };
            },
          }),
          post(`${base}/{id}/revisions/{revision_id}/restore`, 'admin', {
            extra: 'restore a revision',
            sample: async (f: Fixtures) => {
              const id = Number(f.resourceItem(name).edit);
              return { params: { id, revision_id: await revisionOf(name, id) } };
            },
          }),
        ]
      : []),
    ...(verbs.includes('delete')
      ? [
          del(`${base}/{ids}`, 'admin', {
            extra,
            sample: (f: Fixtures) => ({ params: { ids: f.resourceItem(name).deletable } }),
          }),
        ]
      : []),
  ];
};
const INBOX = 'the requests inbox';

export const endpoints: Endpoint[] = [
  // ------------------------------------------------ Admin authentication and users
  post('/admin/login', 'public', {
    sample: (f) => ({ body: { email: f.loginAdmin.email, password: f.password, remember: 1 } }),
  }),
  get('/admin/user', 'any-admin'),
  post('/admin/logout', 'any-admin', {
    sessionOnly: true,
    sample: (f) => ({ token: f.logoutAdminToken }),
  }),
  put('/admin/users/profile/{id}', 'any-admin', {
    sessionOnly: true,
    sample: (f) => ({
      params: { id: f.superAdmin.id },
      body: { firstname: 'Super', lastname: 'Admin', email: f.superAdmin.email, image_url: null },
    }),
  }),
  get('/admin/users', 'admin', { sample: () => ({ query: { status: '*' } }) }),
  post('/admin/users', 'admin', {
    sample: (f) => ({
      body: {
        firstname: 'New',
        lastname: 'Staff',
        email: `new-staff-${f.stamp}@example.test`,
        status: 1,
        roles: [],
        password: 'secret123',
        password_confirmation: 'secret123',
      },
    }),
  }),
  get('/admin/users/{id}/edit', 'admin', { sample: (f) => ({ params: { id: f.targetUser.id } }) }),
  put('/admin/users/{id}', 'admin', {
    sample: (f) => ({
      params: { id: f.targetUser.id },
      body: {
        firstname: 'Target',
        lastname: 'Edited',
        email: f.targetUser.email,
        status: true,
        roles: [],
      },
    }),
  }),
  put('/admin/users/{id}/status', 'admin', {
    sample: (f) => ({ params: { id: f.targetUser.id }, body: { status: 0 } }),
  }),
  put('/admin/users/{id}/password', 'admin', {
    sample: (f) => ({
      params: { id: f.targetUser.id },
      body: { password: 'another1', password_confirmation: 'another1' },
    }),
  }),
  del('/admin/users/{ids}', 'admin', {
    sample: (f) => ({ params: { ids: f.deletableUserIds.join(',') } }),
  }),

  // ------------------------------------------------ Admin search and upload
  get('/admin/search', 'any-admin', { sample: () => ({ query: { filter_name: 'python' } }) }),
  post('/admin/upload', 'admin', {
    extra: 'the spec names no path for the admin image upload',
    sample: (f) => ({ body: f.uploadForm() }),
  }),
  post('/admin/users/profile/avatar', 'any-admin', {
    sessionOnly: true,
    extra: "one's own avatar, for staff without a content permission",
    sample: (f) => ({ body: f.uploadForm() }),
  }),

  // ------------------------------------------------ Admin roles
  get('/admin/permissions', 'admin'),
  get('/admin/roles', 'admin'),
  post('/admin/roles', 'admin', {
    sample: (f) => ({ body: { name: `Role ${f.stamp}`, permissions: ['access/news'] } }),
  }),
  get('/admin/roles/{id}/edit', 'admin', { sample: (f) => ({ params: { id: f.targetRole.id } }) }),
  put('/admin/roles/{id}', 'admin', {
    sample: (f) => ({
      params: { id: f.targetRole.id },
      body: { name: `Edited ${f.stamp}`, permissions: ['access/news', 'access/portfolio'] },
    }),
  }),
  del('/admin/roles/{ids}', 'admin', {
    sample: (f) => ({ params: { ids: String(f.deletableRole.id) } }),
  }),

  get('/admin/audit-log', 'admin', {
    extra: 'the audit log (docs/policies/drafts-revisions-audit.md)',
    sample: () => ({ query: { page: 1, per_page: 5, entity: 'news' } }),
  }),

  get('/admin/api_tokens', 'admin', { extra: 'API tokens of integrations (docs/api-tokens.md)' }),
  post('/admin/api_tokens', 'admin', {
    extra: 'API tokens of integrations (docs/api-tokens.md)',
    sessionOnly: true,
    sample: (f) => ({
      body: { name: `Contract ${f.stamp}`, permissions: ['access/news'], expires_in_days: 30 },
    }),
  }),
  del('/admin/api_tokens/{id}', 'admin', {
    extra: 'API tokens of integrations (docs/api-tokens.md)',
    sample: async (f) => ({
      params: {
        id: (
          await apiTokenService(db).create(
            { userId: f.superAdmin.id },
            {
              name: `Revoked ${f.stamp}`,
              permissions: ['access/news'],
              expires_in_days: 1,
            },
          )
        ).id,
      },
    }),
  }),
  // ------------------------------------------------ Media library (docs/policies/media-library.md)
  get('/admin/media', 'admin', {
    extra: 'the media library',
    sample: () => ({ query: { page: 1, per_page: 5, search: 'a' } }),
  }),
  get('/admin/media/{id}', 'admin', {
    extra: 'the media library',
    sample: async () => ({ params: { id: (await libraryItem()).id } }),
  }),
  put('/admin/media/{id}', 'admin', {
    extra: 'the media library',
    sample: async () => ({
      params: { id: (await libraryItem()).id },
      body: { alt_th: 'ภาพ', alt_en: 'A picture' },
    }),
  }),
  del('/admin/media/{id}', 'admin', {
    extra: 'the media library',
    sample: async () => ({ params: { id: (await libraryItem()).id } }),
  }),

  // ------------------------------------------------ Admin content
  ...resource('/admin/banners', 'banner_id', 'banners'),
  // The spec's admin store posts a new member to /admin/news (a defect, SPEC.md section 7): the create door is POST /admin/members.
  ...resource('/admin/members', 'member_id', 'members').map((e) =>
    e.method === 'POST'
      ? { ...e, extra: 'the spec posts member creation to /admin/news, a defect' }
      : e,
  ),
  ...resource('/admin/news/categories', 'news_category_id', 'newsCategories'),
  ...resource('/admin/news', 'news_id', 'news'),
  ...resource('/admin/portfolios', 'portfolio_id', 'portfolios'),
  ...resource('/admin/researchers', 'researcher_id', 'researchers', {
    extra: 'researchers are editable',
  }),
  ...resource('/admin/faculties', 'faculty_id', 'faculties', { extra: 'faculties are editable' }),
  ...resource('/admin/pages', 'page_id', 'pages', {
    extra: 'about-us and privacy policy are editable',
    verbs: [],
  }),
  ...resource(
    '/admin/requests/inhouse_trainings',
    'inhouse_training_request_id',
    'inhouseRequests',
    { extra: INBOX, verbs: ['delete'] },
  ),
  ...resource('/admin/requests/services', 'service_request_id', 'serviceRequests', {
    extra: INBOX,
    verbs: ['delete'],
  }),
  ...resource('/admin/requests/contact', 'contact_message_id', 'contactMessages', {
    extra: INBOX,
    verbs: ['delete'],
  }),

  // ------------------------------------------------ Admin services
  ...resource('/admin/services/inhouse_trainings/categories', 'id', 'inhouseTrainingCategories'),
  ...resource('/admin/services/inhouse_trainings', 'inhouse_training_id', 'inhouseTrainings'),
  // The spec lists only the GET of the categories; the rest lets staff manage them.
  ...resource(
    '/admin/services/institute_services/categories',
    'service_category_id',
    'serviceCategories',
  ).map((e) =>
    e.method === 'GET' && !e.path.endsWith('/edit')
      ? e
      : { ...e, extra: 'service categories are editable' },
  ),
  ...resource('/admin/services/institute_services', 'service_id', 'instituteServices'),
  ...resource('/admin/services/public_trainings/categories', 'id', 'publicTrainingCategories'),
  ...resource('/admin/services/public_trainings/speakers', 'id', 'publicTrainingSpeakers'),
  post('/admin/services/public_trainings/documents', 'admin', {
    sample: (f) => ({ body: f.documentForm() }),
  }),
  ...resource('/admin/services/public_trainings', 'public_training_id', 'publicTrainings'),
  get('/admin/services/register/public_trainings', 'admin', {
    sample: () => ({
      query: {
        page: 1,
        per_page: 5,
        sort: 'created_at',
        order: 'DESC',
        filters: JSON.stringify({ payment_method_id: 2 }),
      },
    }),
    check: (body) => expect((body as { counts: unknown[] }).counts.length).toBe(7),
  }),
  get('/admin/services/register/public_trainings/seat_holds', 'admin', {
    extra: 'who holds how many unpaid seats on a training (seat holds)',
    sample: (f) => ({ query: { public_training_id: f.bankRegistration.publicTrainingId } }),
  }),
  get('/admin/services/register/public_trainings/{id}/edit', 'admin', {
    sample: (f) => ({ params: { id: f.bankRegistration.id } }),
  }),
  put('/admin/services/register/public_trainings/{register_id}', 'admin', {
    sample: async (f) => {
      const r = await createRegistration(f.member.id, { paymentMethodId: 2 });
      return {
        params: { register_id: r.id },
        body: {
          attendees: [
            {
              firstname: 'Ann',
              lastname: 'Guest',
              email: 'ann@example.test',
              telephone: '0811111111',
            },
          ],
          receipt: f.registrationInput(0).receipt,
          register_status_id: 2,
        },
      };
    },
  }),
  del('/admin/services/register/public_trainings/{ids}', 'admin', {
    sample: async (f) => ({
      params: {
        ids: `${(await createRegistration(f.member.id, { paymentMethodId: 2, statusId: 6 })).id}`,
      },
    }),
  }),
  post('/admin/services/register/public_trainings/{register_id}/approve_slip', 'admin', {
    extra: 'slip verification',
    sample: async (f) => ({
      params: { register_id: (await awaitingVerification(f.member.id)).id },
    }),
  }),
  post('/admin/services/register/public_trainings/{register_id}/reject_slip', 'admin', {
    extra: 'slip verification',
    sample: async (f) => ({
      params: { register_id: (await awaitingVerification(f.member.id)).id },
      body: { reason: 'The amount differs' },
    }),
  }),
  post('/admin/services/register/histories', 'admin', {
    sample: (f) => ({ body: { register_id: f.bankRegistration.id, note: 'Called the member' } }),
  }),
  get('/admin/services/register/histories', 'admin', {
    sample: (f) => ({ query: { register_id: f.bankRegistration.id } }),
  }),
  get('/admin/update_register_status', 'admin'),
  post('/admin/update_register_status', 'admin', {
    extra: "the status run as a POST, since the spec's GET changes state",
  }),
  post('/admin/services/register/update_receipt_status/{register_id}', 'admin', {
    sample: async (f) => ({
      params: { register_id: (await paid(f.member.id)).id },
      body: { status: 1 },
    }),
  }),
  get('/admin/services/register/receipt_export', 'admin', {
    extra: 'receipt export file',
    sample: async (f) => {
      await paid(f.member.id);
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      return { query: { date_from: today, date_to: today } };
    },
  }),

  // ------------------------------------------------ Admin reports
  ...[
    'public_training_registers',
    'inhouse_training_registers',
    'service_registers',
    'members_by_province',
    'members_organization_by_company_type',
    'public_training_registers_by_year',
    'inhouse_training_registers_by_year',
    'service_registers_by_year',
    'members_by_year',
    'members_latest_online',
  ].map((report) => get(`/admin/reports/${report}`, 'admin')),
  get('/admin/reports/members_latest_activities', 'admin', {
    // A history note the system wrote is a locale key (historyNote); the answer carries its text.
    sample: async (f) => {
      const r = await createRegistration(f.member.id, { paymentMethodId: 2, statusId: 5 });
      await db.registrationHistory.create({
        data: {
          registrationId: r.id,
          registerStatusId: 5,
          actorType: 'system',
          note: 'admin_registrations.history_note.receipt_issued',
          createdAt: new Date(Date.UTC(2098, 0, 1)),
        },
      });
      return { query: { limit: 100 } };
    },
    check: (body) =>
      expect((body as { note: string }[]).map((a) => a.note)).toContain(
        'Receipt issued to the payer.',
      ),
  }),

  // ------------------------------------------------ Public lookups
  get('/payment_methods_info', 'public'),
  get('/languages', 'public'),
  get('/geographies', 'public'),
  get('/provinces', 'public'),
  get('/amphures', 'public', { sample: (f) => ({ query: { province_id: f.provinceId } }) }),
  get('/districts/{id}', 'public', { sample: (f) => ({ params: { id: f.amphureId } }) }),
  get('/amphures/{id}', 'public', { sample: (f) => ({ params: { id: f.provinceId } }) }),
  get('/provinces/{id}', 'public', { sample: (f) => ({ params: { id: f.geographyId } }) }),
  get('/districts/{id}/amphure', 'public', { sample: (f) => ({ params: { id: f.amphureId } }) }),
  get('/register_statuses', 'public'),
  get('/member_company_types', 'public'),
  get('/name_prefix', 'public'),
  get('/payment_methods', 'public'),
  get('/banks', 'public'),
  get('/card_types', 'public', { extra: 'card types are a lookup of SPEC.md section 3' }),

  // ------------------------------------------------ Public content
  get('/banners', 'public', { sample: () => ({ query: { category: 'HOME_HERO', with: 'lang' } }) }),
  get('/news/highlight', 'public'),
  get('/news/latest', 'public', { sample: () => ({ query: { filter_pin: 0 } }) }),
  get('/news/popular', 'public'),
  get('/news/categories', 'public'),
  get('/news', 'public', { sample: () => ({ query: { page: 1, with: 'lang' } }) }),
  get('/news/{id}', 'public', {
    sample: (f) => ({ params: { id: f.newsId }, query: { with: 'lang' } }),
  }),
  put('/news/{id}/view', 'public', { sample: (f) => ({ params: { id: f.newsId } }) }),
  get('/portfolios', 'public'),
  get('/portfolios/{id}', 'public', {
    sample: (f) => ({ params: { id: f.portfolioId }, query: { with: 'lang' } }),
  }),
  get('/portfolios/latest', 'public'),
  put('/portfolios/{id}/view', 'public', { sample: (f) => ({ params: { id: f.portfolioId } }) }),
  get('/researcher/categories', 'public'),
  get('/researcher/teachers', 'public', { sample: () => ({ query: { per_page: 16, page: 1 } }) }),

  // ------------------------------------------------ Public services
  get('/services/inhouse_trainings', 'public', { sample: () => ({ query: { with: 'lang' } }) }),
  get('/services/inhouse_trainings/categories', 'public'),
  get('/services/inhouse_trainings/{id}', 'public', {
    sample: (f) => ({ params: { id: f.inhouseId }, query: { with: 'lang' } }),
  }),
  post('/services/inhouse_trainings', 'public', {
    sample: async (f) => ({
      body: {
        inhouse_training_id: f.inhouseId,
        contact_name: 'Integrator',
        email: 'integrator@example.test',
        telephone: '0812345678',
        participants: 12,
        bot_token: await f.botToken(),
      },
    }),
  }),
  put('/services/inhouse_trainings/{id}/view', 'public', {
    sample: (f) => ({ params: { id: f.inhouseId } }),
  }),
  get('/services/services', 'public', {
    sample: (f) => ({ query: { kind: f.service.kind, with: 'lang' } }),
  }),
  get('/services/services/categories', 'public', {
    sample: (f) => ({ query: { kind: f.service.kind } }),
  }),
  get('/services/services/{service_id}', 'public', {
    sample: (f) => ({
      params: { service_id: f.service.id },
      query: { service_category_id: f.service.categoryId, with: 'lang' },
    }),
  }),
  post('/services/services', 'public', {
    sample: async (f) => ({
      body: {
        service_id: f.service.id,
        contact_name: 'Integrator',
        email: 'integrator@example.test',
        telephone: '0812345678',
        message: 'Please call me back.',
        bot_token: await f.botToken(),
      },
    }),
  }),
  put('/services/services/{id}/view', 'public', {
    sample: (f) => ({ params: { id: f.service.id } }),
  }),
  post('/contact', 'public', {
    extra: "the contact page's form",
    sample: async (f) => ({
      body: {
        name: 'Integrator',
        email: 'integrator@example.test',
        subject: 'Contract test',
        message: 'Hello.',
        bot_token: await f.botToken(),
      },
    }),
  }),
  get('/services/public_trainings', 'public', {
    sample: () => ({
      query: {
        page: 1,
        per_page: 5,
        sort: 'start_training_date',
        order: 'DESC',
        filter_category_id: '*',
        with: 'lang',
      },
    }),
    check: (body, f) =>
      f.pricesAreThb((body as { data: { public_training_id: number; price: number }[] }).data),
  }),
  get('/services/public_trainings/categories', 'public'),
  get('/services/public_trainings/{id}', 'public', {
    sample: (f) => ({ params: { id: f.openTraining.id }, query: { with: 'lang' } }),
    check: (body, f) => f.pricesAreThb([body as { public_training_id: number; price: number }]),
  }),
  post('/services/public_trainings/register', 'member', {
    sample: (f) => ({ body: f.registrationInput(f.openTraining.id) }),
    check: (body, f) =>
      f.amountsAreThb([body as { register_id: number; unit_price: number; total_amount: number }]),
  }),
  post('/services/public_trainings/register/payment', 'member', {
    sample: (f) => ({ body: { register_id: f.cardRegistration.id, payment_method: 'card' } }),
    check: (body) => {
      const answer = body as { payment_method: string; checkout: { endpoint: string } | null };
      expect(answer.payment_method, "the spec's value, not a label").toBe('card');
      expect(
        answer.checkout?.endpoint,
        'the signed checkout form of a card registration',
      ).toBeTruthy();
    },
  }),
  put('/services/public_trainings/register/{register_id}/status', 'member', {
    sample: (f) => ({ params: { register_id: f.cancellable.id }, body: { register_status_id: 6 } }),
  }),
  get('/services/public_trainings_group', 'public', {
    sample: () => ({ query: { with: 'lang' } }),
  }),
  get('/services/public_trainings/download', 'public'),
  post('/services/public_trainings/register_nofify/{id}', 'member', {
    sample: (f) => ({ params: { id: f.cardRegistration.id } }),
  }),
  get('/services/registered_quantity/{id}', 'public', {
    sample: (f) => ({ params: { id: f.openTraining.id } }),
  }),
  put('/services/public_trainings/{id}/view', 'public', {
    sample: (f) => ({ params: { id: f.openTraining.id } }),
  }),
  post('/payment_signature', 'member', {
    sample: (f) => ({ body: { register_id: f.cardRegistration.id } }),
  }),

  // ------------------------------------------------ Member
  post('/login', 'public', {
    sample: (f) => ({ body: { email: f.loginMember.email, password: f.password, remember: '1' } }),
  }),
  get('/member', 'member'),
  get('/member/session', 'public', {
    extra: 'who is logged in, for the cached public pages',
    sample: (f) => ({ token: f.memberToken }),
  }),
  post('/logout', 'member', { sample: (f) => ({ token: f.logoutMemberToken }) }),
  post('/register', 'public', { sample: async (f) => ({ body: await f.newMemberInput() }) }),
  put('/member/person', 'member', { sample: (f) => ({ body: f.personInput() }) }),
  get('/member/register_histories', 'member', {
    sample: () => ({ query: { per_page: 10, page: 1 } }),
    check: async (body, f) => {
      const items = (
        body as {
          data: {
            register_id: number;
            unit_price: number;
            total_amount: number;
            payment_method: string | null;
          }[];
        }
      ).data;
      await f.amountsAreThb(items);
      // SPEC.md section 4's registration record: the method's code and the receipt fields.
      for (const item of items) {
        expect(['card', 'bank', null]).toContain(item.payment_method);
        for (const key of [
          'receipt_address',
          'receipt_province',
          'receipt_zip_code',
          'transfer_bank_id',
          'transfer_date',
          'gateway_req_card_number',
          'gateway_card_type_name',
        ])
          expect(item, key).toHaveProperty(key);
      }
    },
  }),
  post('/member/payment_slip', 'member', {
    sample: (f) => ({ body: { ...f.slipInput(), register_id: f.bankRegistration.id } }),
  }),
  put('/member/payment_slip/{register_id}', 'member', {
    sample: (f) => ({ params: { register_id: f.bankRegistration.id }, body: f.slipInput() }),
  }),
  put('/member/change_password', 'member', {
    sample: (f) => ({
      body: {
        current_password: f.password,
        password: f.password,
        password_confirmation: f.password,
      },
    }),
  }),
  post('/member/forgot_password', 'public', {
    sample: async (f) => ({ body: { email: f.loginMember.email, token: await f.botToken() } }),
  }),
  get('/member/reset_password/{token}', 'public', {
    sample: (f) => ({ params: { token: f.resetToken }, query: { email: f.resetMember.email } }),
  }),
  put('/member/update_password/{token}', 'public', {
    sample: (f) => ({
      params: { token: f.updateToken },
      body: {
        email: f.updateMember.email,
        password: 'brand-new1',
        password_confirmation: 'brand-new1',
      },
    }),
  }),
  // Check-in, attendance and certificates (docs/policies/attendance-and-certificates.md).
  post('/admin/services/register/{register_id}/check_in', 'admin', {
    extra: 'check-in on the day',
    sample: async (f) => {
      const { registration, training } = await endedTrainingWithAttendee(f.member.id);
      return {
        params: { register_id: registration.id },
        body: { day: siteDay(training.startTrainingDate) },
      };
    },
  }),
  post('/admin/services/check_in/scan', 'admin', {
    extra: 'check-in on the day',
    sample: async (f) => {
      const { registration } = await endedTrainingWithAttendee(f.member.id);
      const [pass] = await attendanceService(db).ensurePasses(registration.id, 1);
      return { body: { code: pass!.code } };
    },
  }),
  get('/admin/services/check_in/roster', 'admin', {
    extra: 'check-in on the day',
    sample: async (f) => ({
      query: { public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id },
    }),
  }),
  get('/admin/reports/attendance', 'admin', {
    extra: 'attendance report',
    sample: async (f) => ({
      query: { public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id },
    }),
  }),
  get('/admin/reports/evaluations', 'admin', {
    extra: 'course evaluation report',
    sample: async (f) => ({
      query: { public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id },
    }),
  }),
  get('/admin/reports/evaluations/speakers', 'admin', { extra: 'course evaluation report' }),
  get('/admin/services/certificates', 'admin', {
    extra: 'certificates',
    sample: async (f) => ({
      query: { public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id },
    }),
  }),
  put('/admin/services/certificates/rule', 'admin', {
    extra: 'certificates',
    sample: async (f) => ({
      body: {
        public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id,
        min_days: 1,
        hours: null,
      },
    }),
  }),
  post('/admin/services/certificates/issue', 'admin', {
    extra: 'certificates',
    sample: async (f) => ({
      body: { public_training_id: (await endedTrainingWithAttendee(f.member.id)).training.id },
    }),
  }),
  post('/admin/services/certificates/{code}/revoke', 'admin', {
    extra: 'certificates',
    sample: async (f) => ({
      params: { code: (await certificateOf(f.member.id)).code },
      body: { reason: 'Issued in error' },
    }),
  }),
  get('/certificates/{code}', 'public', {
    extra: 'certificate verification',
    sample: async (f) => ({ params: { code: (await certificateOf(f.member.id)).code } }),
  }),
  get('/certificates/{code}/pdf', 'public', {
    extra: 'certificate verification',
    sample: async (f) => ({
      params: { code: (await certificateOf(f.member.id)).code },
      query: { lang: 'en' },
    }),
  }),
  get('/services/public_trainings/{id}/calendar.ics', 'public', {
    extra: 'the training as an iCalendar file (calendar and reminders)',
    sample: (f) => ({ params: { id: f.openTraining.id } }),
  }),
  get('/services/public_trainings/{id}/waiting_list', 'member', {
    extra: "the member's own place on the waiting list",
    sample: async (f) => ({ params: { id: (await waitingOn(f)).training.id } }),
  }),
  post('/services/public_trainings/{id}/waiting_list', 'member', {
    extra: 'join the waiting list of a full training',
    sample: async (f) => {
      const { training } = await waitingOn(f);
      await db.waitingListEntry.deleteMany({ where: { publicTrainingId: training.id } });
      return { params: { id: training.id }, body: { quantity: 1 } };
    },
  }),
  del('/services/public_trainings/{id}/waiting_list', 'member', {
    extra: 'leave the waiting list',
    sample: async (f) => ({ params: { id: (await waitingOn(f)).training.id } }),
  }),
  get('/admin/services/public_trainings/{id}/waiting_list', 'admin', {
    extra: "a training's waiting list for staff",
    sample: async (f) => ({ params: { id: (await waitingOn(f)).training.id } }),
  }),
  put('/admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}', 'admin', {
    extra: 'staff reorder the waiting list',
    sample: async (f) => {
      const { training, entry } = await waitingOn(f);
      return {
        params: { id: training.id, waiting_list_id: entry.waitingListId },
        body: { place: 1 },
      };
    },
  }),
  post('/admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}/offer', 'admin', {
    extra: 'staff offer free seats to a waiting entry by hand',
    sample: async (f) => {
      const { training, entry } = await waitingOn(f, 1);
      return { params: { id: training.id, waiting_list_id: entry.waitingListId } };
    },
  }),
  del('/admin/services/public_trainings/{id}/waiting_list/{waiting_list_id}', 'admin', {
    extra: 'staff take an entry out of the waiting list',
    sample: async (f) => {
      const { training, entry } = await waitingOn(f);
      return { params: { id: training.id, waiting_list_id: entry.waitingListId } };
    },
  }),
];
