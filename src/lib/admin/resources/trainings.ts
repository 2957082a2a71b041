import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from '@/lib/zod';
import { articleLang, categoryLang, field, seoFields } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A new course starts a month from now, 09:00 to 16:00 in Bangkok: staff adjust rather than pick from scratch. */
const inAMonthAt = (hour: number) => () =>
  dayjs()
    .tz('Asia/Bangkok')
    .add(1, 'month')
    .hour(hour)
    .minute(0)
    .second(0)
    .format('YYYY-MM-DD HH:mm:ss');

/** /admin/services/public_trainings: the public training courses members register for. */
export const publicTrainings = defineResource({
  ...resourceRoutes.publicTrainings,
  restPath: '/admin/services/public_trainings',
  tag: 'Admin: public trainings',
  itemKey: 'admin_content.training.item',
  fields: {
    course_code: field.text({
      label: 'admin_content.training.course_code',
      required: true,
      max: 50,
      unique: true,
    }),
    public_training_category_id: field.reference({
      label: 'admin_content.category',
      required: true,
      resource: 'publicTrainingCategories',
      db: 'categoryId',
    }),
    speakers: field.references({
      label: 'admin_content.training.speakers',
      resource: 'publicTrainingSpeakers',
      hint: 'admin_content.training.speakers_hint',
    }),
    start_training_date: field.dateTime({
      label: 'admin_content.training.start',
      required: true,
      initial: inAMonthAt(9),
    }),
    end_training_date: field.dateTime({
      label: 'admin_content.training.end',
      required: true,
      initial: inAMonthAt(16),
    }),
    register_start_date: field.dateTime({
      label: 'admin_content.training.register_start',
      hint: 'admin_content.training.register_start_hint',
    }),
    register_end_date: field.dateTime({
      label: 'admin_content.training.register_end',
      hint: 'admin_content.training.register_end_hint',
    }),
    price: field.money({
      label: 'admin_content.training.price',
      required: true,
      db: 'priceSatang',
    }),
    seat_limit: field.number({
      label: 'admin_content.training.seat_limit',
      required: true,
      min: 1,
      max: 10_000,
      initial: 30,
    }),
    status: field.status(),
    documents: field.documents({ label: 'admin_content.training.documents' }),
    view_count: field.readonly({ label: 'admin_content.view_count', answer: z.number().int() }),
  },
  lang: {
    ...articleLang(),
    // The venue, in each language (a room's name and a building's differ between Thai and English).
    location: field.text({ label: 'admin_content.training.location', max: 500 }),
    ...seoFields(),
  },
  list: {
    columns: [
      'course_code',
      'public_training_category_name',
      'start_training_date',
      'price',
      'seat_limit',
      'status',
    ],
    sortable: [
      'start_training_date',
      'price',
      'seat_limit',
      'course_code',
      'created_at',
      'public_training_id',
    ],
    defaultSort: { column: 'start_training_date', order: 'DESC' },
    filters: ['status', 'public_training_category_id', 'start_training_date'],
  },
  publicHref: (id) => `/public-training/${id}`,
});

/** /admin/services/public_training_category. */
export const publicTrainingCategories = defineResource({
  ...resourceRoutes.publicTrainingCategories,
  restIdParam: 'id',
  restPath: '/admin/services/public_trainings/categories',
  tag: 'Admin: public trainings',
  itemKey: 'admin_content.training_category.item',
  fields: {
    sort_order: field.number({
      label: 'admin_content.sort_order',
      initial: 0,
      hint: 'admin_content.sort_order_hint',
    }),
    status: field.status(),
  },
  lang: {
    ...categoryLang(),
  },
  list: {
    columns: ['sort_order', 'status'],
    sortable: ['sort_order', 'created_at', 'public_training_category_id'],
    defaultSort: { column: 'sort_order', order: 'ASC' },
    filters: ['status'],
  },
});

/** /admin/services/public_training_speaker: speakers with photo, title and biography. */
export const publicTrainingSpeakers = defineResource({
  ...resourceRoutes.publicTrainingSpeakers,
  restIdParam: 'id',
  restPath: '/admin/services/public_trainings/speakers',
  tag: 'Admin: public trainings',
  itemKey: 'admin_content.speaker.item',
  fields: {
    image_url: field.image({ label: 'admin_content.speaker.photo' }),
    email: field.email({ label: 'admin_shell.email' }),
    status: field.status(),
  },
  lang: {
    name: field.text({ label: 'admin_content.speaker.name', required: true }),
    position: field.text({ label: 'admin_content.speaker.position' }),
    biography: field.textarea({ label: 'admin_content.speaker.biography', max: 5000 }),
  },
  list: {
    columns: ['email', 'status'],
    sortable: ['created_at', 'public_training_speaker_id'],
    defaultSort: { column: 'created_at', order: 'DESC' },
    filters: ['status'],
  },
});
