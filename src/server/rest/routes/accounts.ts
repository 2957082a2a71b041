import { rest } from '@/server/rest/route';

/** The signed-in admin's own records (GET /member is in members.ts) (bearer token or session cookie). */
export const accountRoutes = [
  rest('GET', '/admin/user', (api) => api.admin.user()),
  rest('GET', '/admin/permissions', (api) => api.admin.permissions()),
  rest('GET', '/admin/roles', (api) => api.admin.roles()),
];
