import { z } from 'zod';
import { byIdSchema, idSchema } from '@/lib/schemas/common';
import {
  publicTrainingGroupsSchema,
  publicTrainingListSchema,
} from '@/lib/schemas/public-training';
import { cardLang, detailLang, imageFields, seoFromDetail } from '@/server/rest/answers';
import {
  dateTime,
  from,
  int,
  nullableText,
  paged,
  pk,
  rest,
  text,
  thb,
} from '@/server/rest/route-kit';
import {
  SCHEDULE_CONTENT_TYPE,
  trainingScheduleWorkbook,
} from '@/server/services/training-schedule-workbook';
import { publicSiteUrl } from '@/server/site-url';

const training = z.object({
  public_training_id: pk(),
  public_training_category_id: from('categoryId', int()),
  category_name: text(),
  course_code: text(),
  name: text(),
  description: nullableText(),
  ...imageFields,
  start_training_date: dateTime(),
  end_training_date: dateTime(),
  price: thb('priceSatang'),
  seat_limit: int(),
  lang: cardLang(),
});

const registrationStateField = z
  .enum(['open', 'not_open', 'closed', 'full'])
  .describe(
    'open: takes registrations now; not_open: before the registration window; closed: after it or once the training started; full: no seat left',
  );

/** A training of the list, with its state (the list page's label). */
const listed = training.extend({
  registration_state: registrationStateField,
  past: z
    .boolean()
    .describe(
      'Started already: with the default order (upcoming) these come after the trainings still to start',
    ),
});

/** The venue is per language: `location` in the call's language, and in each entry of `lang`. */
const venue = { location: nullableText() };

const scheduled = training.extend({
  register_start_date: dateTime().nullable(),
  register_end_date: dateTime().nullable(),
  ...venue,
  lang: cardLang(venue),
});

const detail = scheduled.extend({
  body: nullableText(),
  ...seoFromDetail,
  seats_left: int(),
  registration_state: registrationStateField,
  _speakers: from(
    'speakers',
    z.array(
      z.object({
        public_training_speaker_id: pk(),
        name: text(),
        position: nullableText(),
        image_url: nullableText(),
      }),
    ),
  ),
  documents: z.array(z.object({ document_id: pk(), name: text(), file_url: text() })),
  lang: detailLang(venue),
});

const category = z.object({ public_training_category_id: pk(), name: text() });
const tag = 'Public trainings';
const idParam = byIdSchema.pick({ id: true });
const withLang = byIdSchema.pick({ with: true });

/** Public training endpoints of SPEC.md section 7 ("Public services"); registration is in registrations.ts, views in views.ts. */
export const publicTrainingRoutes = [
  rest({
    method: 'GET',
    path: '/services/public_trainings',
    auth: 'public',
    tag,
    summary:
      'Published public trainings, 12 a page, filtered by name, category, year and month of the start date (* = all); by default those still to start come first, soonest first, then the past ones, latest first',
    query: publicTrainingListSchema,
    response: paged(listed),
    handle: (api, { query }) => api.public.publicTrainings.list(query),
  }),
  rest({
    method: 'GET',
    path: '/services/public_trainings_group',
    auth: 'public',
    tag,
    summary: "Trainings that have not ended, grouped by category in the categories' order",
    query: publicTrainingGroupsSchema.unwrap(),
    response: z.array(
      z.object({
        public_training_category_id: from('categoryId', int()),
        category_name: text(),
        trainings: z.array(scheduled),
      }),
    ),
    handle: (api, { query }) => api.public.publicTrainings.groups(query),
  }),
  rest({
    method: 'GET',
    path: '/services/public_trainings/download',
    auth: 'public',
    tag,
    summary: 'The schedule of upcoming trainings as a spreadsheet, in the language of the call',
    file: {
      contentType: SCHEDULE_CONTENT_TYPE,
      description: 'An .xlsx workbook, one row per training',
    },
    handle: async (api, { locale, headers }) => {
      const workbook = await trainingScheduleWorkbook(
        await api.public.publicTrainings.groups(),
        locale,
        publicSiteUrl(headers),
      );
      const day = new Date().toISOString().slice(0, 10);
      return new Response(new Uint8Array(workbook), {
        headers: {
          'content-type': SCHEDULE_CONTENT_TYPE,
          'content-disposition': `attachment; filename="training-schedule-${day}.xlsx"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
  rest({
    method: 'GET',
    path: '/services/public_trainings/categories',
    auth: 'public',
    tag,
    summary: 'Enabled training categories in their order',
    response: z.array(category),
    handle: (api) => api.public.publicTrainings.categories(),
  }),
  rest({
    method: 'GET',
    path: '/services/public_trainings/:id',
    auth: 'public',
    tag,
    summary:
      'A published training with speakers, documents, seats left and whether it takes registrations',
    params: idParam,
    query: withLang,
    response: detail,
    handle: (api, { params, query }) =>
      api.public.publicTrainings.byId({ id: params.id, with: query.with }),
  }),
  rest({
    method: 'GET',
    path: '/services/registered_quantity/:id',
    auth: 'public',
    tag,
    summary: 'Seats taken on a training (attendees of registrations holding seats, statuses 1-5)',
    params: z.object({ id: idSchema }),
    response: z.object({ public_training_id: pk(), registered_quantity: int() }),
    handle: (api, { params }) => api.public.publicTrainings.registeredQuantity({ id: params.id }),
  }),
];
