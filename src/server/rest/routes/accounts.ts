import { rest } from '@/server/rest/route';

/** The signed-in member's own record (bearer token or session cookie); the admin's lives in admin.ts. */
export const accountRoutes = [rest('GET', '/member', (api) => api.member.me())];
