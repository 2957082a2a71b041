import { rest } from '@/server/rest/route';

/** The signed-in member's and admin's own records (bearer token or session cookie). */
export const accountRoutes = [
  rest('GET', '/member', (api) => api.member.me()),
  rest('GET', '/admin/user', (api) => api.admin.user()),
  rest('GET', '/admin/permissions', (api) => api.admin.permissions()),
  rest('GET', '/admin/roles', (api) => api.admin.roles()),
];
