import { z } from '@/lib/zod';
import { field } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';

const text = (label: string) => field.readonly({ label });
const when = () =>
  field.readonly({
    label: 'admin_content.request.received_at',
    answer: z.iso.datetime({ offset: true }),
  });
const inbox = {
  handled: field.boolean({
    label: 'admin_content.request.handled',
    hint: 'admin_content.request.handled_hint',
  }),
  staff_note: field.textarea({
    label: 'admin_content.request.staff_note',
    max: 5000,
    hint: 'admin_content.request.staff_note_hint',
  }),
};
const list = (columns: string[], filters: string[] = []) => ({
  columns: [...columns, 'received_at', 'handled'],
  sortable: ['received_at'],
  defaultSort: { column: 'received_at', order: 'DESC' as const },
  filters: ['handled', ...filters],
});

/**
 * The requests inbox: what visitors send from the public site, listed for
 * the staff holding the matching permission, each marked handled or not with
 * a note. Never created here; deleting one removes spam.
 */
export const inhouseRequests = defineResource({
  ...resourceRoutes.inhouseRequests,
  restPath: '/admin/requests/inhouse_trainings',
  tag: 'Admin: requests inbox',
  itemKey: 'admin_content.request.item',
  titleField: 'contact_name',
  canCreate: false,
  fields: {
    inhouse_training_id: field.reference({
      label: 'admin_content.request.inhouse_training',
      resource: 'inhouseTrainings',
      readOnly: true,
    }),
    contact_name: text('services.request.contact_name'),
    organisation: text('services.request.organisation'),
    email: field.readonly({ label: 'services.request.email', link: 'mailto' }),
    telephone: text('services.request.telephone'),
    participants: field.readonly({
      label: 'services.request.participants',
      answer: z.number().int().nullable(),
    }),
    preferred_date: field.readonly({
      label: 'services.request.preferred_date',
      answer: z.iso.datetime({ offset: true }).nullable(),
      format: 'day',
    }),
    message: text('services.request.message'),
    received_at: { ...when(), db: 'createdAt' },
    ...inbox,
  },
  list: list(['inhouse_training_name', 'organisation', 'email'], ['inhouse_training_id']),
});

export const serviceRequests = defineResource({
  ...resourceRoutes.serviceRequests,
  restPath: '/admin/requests/services',
  tag: 'Admin: requests inbox',
  itemKey: 'admin_content.request.item',
  titleField: 'contact_name',
  canCreate: false,
  fields: {
    service_id: field.reference({
      label: 'admin_content.request.service',
      resource: 'instituteServices',
      readOnly: true,
    }),
    contact_name: text('services.request.contact_name'),
    organisation: text('services.request.organisation'),
    email: field.readonly({ label: 'services.request.email', link: 'mailto' }),
    telephone: text('services.request.telephone'),
    message: text('services.request.message'),
    received_at: { ...when(), db: 'createdAt' },
    ...inbox,
  },
  list: list(['service_name', 'organisation', 'email'], ['service_id']),
});

export const contactMessages = defineResource({
  ...resourceRoutes.contactMessages,
  restPath: '/admin/requests/contact',
  tag: 'Admin: requests inbox',
  itemKey: 'admin_content.request.message_item',
  titleField: 'subject',
  canCreate: false,
  fields: {
    name: text('admin_content.request.name'),
    email: field.readonly({ label: 'services.request.email', link: 'mailto' }),
    telephone: text('services.request.telephone'),
    subject: text('admin_content.request.subject'),
    message: text('services.request.message'),
    received_at: { ...when(), db: 'createdAt' },
    ...inbox,
  },
  list: list(['name', 'email']),
});
