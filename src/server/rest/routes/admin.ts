import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { loginSchema } from '@/lib/schemas/auth';
import {
  adminPasswordSchema,
  idsSchema,
  profileSchema,
  roleFormSchema,
  searchSchema,
  userFilterSchema,
  userFormSchema,
  userStatusSchema,
} from '@/lib/schemas/admin';
import { passwordPairSchema } from '@/lib/schemas/admin';
import { idSchema } from '@/lib/schemas/common';
import { auditLogQuery } from '@/lib/schemas/audit';
import {
  dateTime,
  from,
  idList,
  int,
  nullableText,
  okSchema,
  paged,
  rest,
  text,
} from '@/server/rest/route-kit';

const tag = 'Staff accounts';
const role = z.object({ id: int(), name: text() });
const adminUser = z.object({
  id: int(),
  firstname: text(),
  lastname: text(),
  email: text(),
  status: z.boolean(),
  image_url: nullableText(),
  roles: z.array(role),
  permissions: z.array(text()),
});
const userListItem = adminUser.omit({ permissions: true }).extend({ created_at: dateTime() });
const roleItem = z.object({
  id: int(),
  name: text(),
  permissions: z.array(text()),
  users_count: int(),
  created_at: dateTime(),
});
const idParam = z.object({ id: idSchema });
const idsParam = z.object({
  ids: z.string().max(12_000).describe('One id or comma-joined ids (at most 1,000)'),
});

/** A repeated or comma-joined query value as a list of ids (GET /admin/users?roles=1,2). */
function idsFromQuery(raw: unknown): number[] | undefined {
  const ids = idList(raw).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? ids : undefined;
}

/** Back-office endpoints of SPEC.md section 7 ("Admin authentication and users", "search and upload", "roles"). */
export const adminRoutes = [
  rest({
    method: 'POST',
    path: '/admin/login',
    auth: 'public',
    answerHoldsSecret: true,
    tag,
    summary: 'Log in as staff for a bearer token',
    body: loginSchema,
    response: z.object({
      token: text(),
      token_type: z.literal('Bearer'),
      expires_at: dateTime(),
      user: from('account', adminUser),
    }),
    handle: (api, { body }) => api.public.adminAuth.login(body),
  }),
  rest({
    method: 'POST',
    path: '/admin/logout',
    auth: 'admin',
    tag,
    summary: 'End this session (token or cookie)',
    response: okSchema,
    handle: (api) => api.admin.logout(),
  }),
  rest({
    method: 'GET',
    path: '/admin/user',
    auth: 'admin',
    tag,
    summary: 'The logged-in staff user with roles and permissions',
    response: adminUser,
    handle: (api) => api.admin.user(),
  }),
  rest({
    method: 'GET',
    path: '/admin/permissions',
    auth: 'admin',
    tag: 'Roles',
    summary: 'Every permission with its label',
    response: z.array(z.object({ name: text(), label: text() })),
    handle: (api) => api.admin.permissions(),
  }),
  rest({
    method: 'GET',
    path: '/admin/search',
    auth: 'admin',
    tag: 'Search',
    summary: 'Global search over what the caller may see',
    query: searchSchema,
    response: z.array(
      z.object({
        id: text(),
        kind: text(),
        label: text(),
        client_route: text(),
        primary_key: text(),
        item_id: int(),
        query: z.boolean(),
      }),
    ),
    handle: (api, { query }) => api.admin.search(query),
  }),
  rest({
    method: 'POST',
    path: '/admin/upload',
    auth: 'admin',
    tag: 'Uploads',
    summary:
      'Upload a content image (multipart field "upload"): JPEG or PNG, at most 10,240,000 bytes; for staff holding a permission of content with pictures (news, portfolios, banners, trainings, speakers, services, in-house trainings, members, researchers, pages). The image joins the media library under its file name',
    body: z.object({ upload: z.instanceof(Blob).describe('The image file') }),
    bodyLimit: 'upload',
    response: z.object({ url: text(), width: int(), height: int() }),
    // No file is no image: the procedure refuses empty bytes by content, after checking the token (401 before 400).
    handle: async (api, { body }) =>
      api.admin.account.uploadImage({
        bytes:
          body.upload instanceof Blob
            ? new Uint8Array(await body.upload.arrayBuffer())
            : new Uint8Array(0),
        filename: body.upload instanceof File ? body.upload.name.slice(0, 255) : undefined,
      }),
  }),

  rest({
    method: 'POST',
    path: '/admin/users/profile/avatar',
    auth: 'admin',
    tag,
    summary:
      'Upload one\'s own avatar (multipart field "upload", JPEG or PNG, at most 10,240,000 bytes) and set it at once; the avatar it replaces is deleted. Open to every staff user',
    body: z.object({ upload: z.instanceof(Blob).describe('The image file') }),
    bodyLimit: 'upload',
    response: z.object({ url: text(), width: int(), height: int() }),
    handle: async (api, { body }) =>
      api.admin.account.uploadAvatar({
        bytes:
          body.upload instanceof Blob
            ? new Uint8Array(await body.upload.arrayBuffer())
            : new Uint8Array(0),
      }),
  }),
  rest({
    method: 'POST',
    path: '/admin/services/public_trainings/documents',
    auth: 'admin',
    tag: 'Uploads',
    summary:
      'Upload a training document (multipart field "upload"): PDF, Word, PowerPoint, spreadsheet or text, at most 10,240,000 bytes',
    body: z.object({ upload: z.instanceof(Blob).describe('The document file') }),
    bodyLimit: 'upload',
    response: z.object({ url: text(), name: text(), mime_type: text(), size_bytes: int() }),
    // As the image upload: the procedure checks the token first, then refuses a missing file by its (empty) content.
    handle: async (api, { body }) => {
      const file = body.upload;
      const bytes =
        file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array(0);
      return api.admin.uploads.trainingDocument({
        bytes,
        filename: file instanceof File ? file.name : 'document',
      });
    },
  }),
  rest({
    method: 'PUT',
    path: '/admin/users/profile/:id',
    auth: 'admin',
    tag,
    summary:
      "Update one's own profile (the id must be one's own; a new e-mail needs current_password, and the old address is told)",
    sessionOnly: true,
    params: idParam,
    body: profileSchema,
    response: okSchema,
    handle: async (api, { params, body }) => {
      const me = await api.admin.user();
      const id = idParam.safeParse(params);
      if (!id.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: id.error });
      if (id.data.id !== me.id)
        throw new TRPCError({ code: 'FORBIDDEN', message: 'errors.forbidden' });
      await api.admin.account.updateProfile(body);
      return { success: true };
    },
  }),
  rest({
    method: 'GET',
    path: '/admin/users',
    auth: 'admin',
    tag,
    summary: 'Staff users, filtered by first name, e-mail, status (* any) and roles (comma-joined)',
    query: userFilterSchema.unwrap().extend({ roles: z.string().max(1_200).optional() }),
    response: z.array(userListItem),
    handle: (api, { query }) =>
      api.admin.users.list({ ...query, roles: idsFromQuery(query.roles) }),
  }),
  rest({
    method: 'POST',
    path: '/admin/users',
    auth: 'admin',
    tag,
    // A create answers 201, as every other create does.
    status: 201,
    summary: 'Create a staff user',
    body: userFormSchema.and(passwordPairSchema),
    response: z.object({ id: int() }),
    handle: (api, { body }) => api.admin.users.create(body),
  }),
  rest({
    method: 'GET',
    path: '/admin/users/:id/edit',
    auth: 'admin',
    tag,
    summary: 'A staff user',
    params: idParam,
    response: userListItem,
    handle: (api, { params }) => api.admin.users.get({ id: params.id }),
  }),
  rest({
    method: 'PUT',
    path: '/admin/users/:id/status',
    auth: 'admin',
    tag,
    summary: 'Enable or disable a staff user (status true/false or 1/0)',
    params: idParam,
    body: userStatusSchema.omit({ id: true }),
    response: okSchema,
    handle: async (api, { params, body }) => {
      await api.admin.users.setStatus({ ...body, id: params.id });
      return { success: true };
    },
  }),
  rest({
    method: 'PUT',
    path: '/admin/users/:id/password',
    auth: 'admin',
    tag,
    summary: "Set another staff user's password",
    params: idParam,
    body: passwordPairSchema,
    response: okSchema,
    handle: async (api, { params, body }) => {
      await api.admin.users.setPassword({ ...body, id: params.id } as z.input<
        typeof adminPasswordSchema
      >);
      return { success: true };
    },
  }),
  rest({
    method: 'PUT',
    path: '/admin/users/:id',
    auth: 'admin',
    tag,
    summary: 'Update a staff user',
    params: idParam,
    body: userFormSchema,
    response: okSchema,
    handle: async (api, { params, body }) => {
      await api.admin.users.update({ ...body, id: params.id });
      return { success: true };
    },
  }),
  rest({
    method: 'DELETE',
    path: '/admin/users/:ids',
    auth: 'admin',
    tag,
    summary: 'Delete staff users',
    params: idsParam,
    response: z.object({ deleted: int() }),
    handle: (api, { params }) =>
      api.admin.users.delete({ ids: params.ids } satisfies z.input<typeof idsSchema>),
  }),

  rest({
    method: 'GET',
    path: '/admin/roles',
    auth: 'admin',
    tag: 'Roles',
    summary: 'Roles with their permissions',
    response: z.array(roleItem),
    handle: (api) => api.admin.roles.list(),
  }),
  rest({
    method: 'POST',
    path: '/admin/roles',
    auth: 'admin',
    tag: 'Roles',
    // A create answers 201, as every other create does.
    status: 201,
    summary: 'Create a role',
    body: roleFormSchema,
    response: z.object({ id: int() }),
    handle: (api, { body }) => api.admin.roles.create(body),
  }),
  rest({
    method: 'GET',
    path: '/admin/roles/:id/edit',
    auth: 'admin',
    tag: 'Roles',
    summary: 'A role',
    params: idParam,
    response: roleItem,
    handle: (api, { params }) => api.admin.roles.get({ id: params.id }),
  }),
  rest({
    method: 'PUT',
    path: '/admin/roles/:id',
    auth: 'admin',
    tag: 'Roles',
    summary: 'Update a role',
    params: idParam,
    body: roleFormSchema,
    response: okSchema,
    handle: async (api, { params, body }) => {
      await api.admin.roles.update({ ...body, id: params.id });
      return { success: true };
    },
  }),
  rest({
    method: 'DELETE',
    path: '/admin/roles/:ids',
    auth: 'admin',
    tag: 'Roles',
    summary: 'Delete roles',
    params: idsParam,
    response: z.object({ deleted: int() }),
    handle: (api, { params }) => api.admin.roles.delete({ ids: params.ids }),
  }),
  rest({
    method: 'GET',
    path: '/admin/audit-log',
    auth: 'admin',
    tag: 'Audit log',
    summary:
      'Who created, changed, published, unpublished, deleted or restored what (access/audit_log)',
    description:
      "Newest first. user_id, entity (a resource name such as news, or user / role), entity_id, action, date (a day, or from..to in the centre's time zone).",
    query: auditLogQuery,
    response: paged(
      z.object({
        id: int(),
        action: text(),
        entity: text(),
        entity_id: int().nullable(),
        label: text(),
        changed: z.array(text()),
        revision_id: int().nullable(),
        user_id: int().nullable(),
        user_name: text(),
        created_at: dateTime(),
      }),
    ),
    handle: (api, { query }) => api.admin.audit.list(query),
  }),
];
