import { z } from '@/lib/zod';
import { field } from '@/lib/admin/fields';
import { defineResource } from '@/lib/admin/resource';
import { resourceRoutes } from '@/lib/admin/resource-routes';
import { MEMBER_TYPES, NAME_MAX, TELEPHONE_MAX, memberFieldRules } from '@/lib/schemas/member';

const organisation = (values: Record<string, unknown>) => values.member_type === 'O';
const isoAnswer = z.iso.datetime({ offset: true });

/** One registration of the member, as the form's read-only panel shows it (each opens /admin/services/public_training_register/{register_id}). */
export const memberRegistrationAnswer = z.object({
  register_id: z.number().int(),
  register_code: z.string(),
  course_name: z.string(),
  training_date: isoAnswer,
  total_amount: z.number().describe('THB'),
  register_status_id: z.number().int(),
  register_status_name: z.string(),
});

/**
 * /admin/members (permission access/member): the site's members, listed,
 * filtered, created with an initial password, edited, enabled or disabled.
 * Member fields validate with the rules of the member's own forms
 * (src/lib/schemas/member.ts). The create door is POST /admin/members: the
 * spec's admin store posts it to /admin/news, a defect (SPEC.md section 7).
 * How they are stored, and what deleting one does, is in
 * src/server/services/resources/stores/members.ts.
 */
export const members = defineResource({
  ...resourceRoutes.members,
  restPath: '/admin/members',
  tag: 'Admin: members',
  itemKey: 'admin_members.item',
  fields: {
    // The list's first column; sorted by first name. Not part of the form, which has the parts.
    name: field.readonly({
      label: 'admin_members.name',
      db: 'firstname',
      notInForm: true,
      answer: z.string(),
    }),
    member_type: field.enum({
      label: 'member.member_type',
      values: MEMBER_TYPES,
      initial: 'P',
      optionKey: 'member.member_type_',
    }),
    name_prefix_id: field.lookup({ label: 'member.name_prefix', lookup: 'namePrefixes' }),
    firstname: {
      ...field.text({ label: 'member.firstname', required: true, max: NAME_MAX }),
      input: memberFieldRules.firstname,
    },
    lastname: {
      ...field.text({ label: 'member.lastname', required: true, max: NAME_MAX }),
      input: memberFieldRules.lastname,
    },
    email: {
      ...field.email({ label: 'member.email', required: true }),
      input: memberFieldRules.email,
    },
    telephone: {
      ...field.text({ label: 'member.telephone', required: true, max: TELEPHONE_MAX }),
      input: memberFieldRules.telephone,
    },
    password: field.password({
      label: 'admin_members.password',
      input: memberFieldRules.password,
      hint: 'admin_members.password_hint',
      requiredOnCreate: true,
    }),
    company_name: field.text({ label: 'member.company_name', max: 255, when: organisation }),
    company_type_id: field.lookup({
      label: 'member.company_type',
      lookup: 'companyTypes',
      when: organisation,
    }),
    tax_no: field.text({ label: 'member.tax_no', max: 20, when: organisation }),
    province_id: field.lookup({ label: 'member.account.province', lookup: 'provinces' }),
    image_url: field.image({ label: 'admin_members.picture' }),
    status: field.status({
      label: 'admin_members.status',
      optionKey: 'admin_members.status_options.',
      hint: 'admin_members.status_hint',
    }),
    registered_at: field.readonly({
      label: 'admin_members.registered_at',
      db: 'createdAt',
      range: 'date',
      answer: isoAnswer,
    }),
    latest_accessed_at: field.readonly({
      label: 'admin_members.latest_accessed_at',
      answer: isoAnswer.nullable(),
    }),
    registrations: field.readonly({
      label: 'admin_members.registrations.title',
      detail: true,
      notInForm: true,
      answer: z.array(memberRegistrationAnswer),
    }),
  },
  list: {
    columns: [
      'member_type',
      'email',
      'telephone',
      'province_name',
      'registered_at',
      'latest_accessed_at',
      'status',
    ],
    sortable: ['name', 'email', 'registered_at', 'latest_accessed_at', 'member_id'],
    defaultSort: { column: 'registered_at', order: 'DESC' },
    filters: ['member_type', 'email', 'province_id', 'registered_at', 'status'],
    searchLabel: 'admin_members.search',
    hiddenColumns: ['telephone', 'province_name', 'latest_accessed_at'],
    disableInstead: {
      actionKey: 'admin_members.disable_instead',
      doneKey: 'admin_members.disabled',
    },
  },
});
