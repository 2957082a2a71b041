import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@/lib/admin/resources';
import { adminPages } from '@/lib/admin-pages';
import { isPermission, permissions } from '@/lib/permissions';
import { createRequestContext } from '@/server/api/context';
import { appRouter } from '@/server/api/root';
import { adminProcedure, createCallerFactory, createTRPCRouter } from '@/server/api/trpc';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';
import {
  callerWith,
  codeOf,
  createAdmin,
  createMember,
  proceduresOf,
  sessionCookie,
} from './helpers';

describe('admin permission middleware', () => {
  // admin.permissions declares access/role.
  it('rejects a call without any session as UNAUTHORIZED', async () => {
    expect(await codeOf(callerWith().admin.permissions())).toBe('UNAUTHORIZED');
  });

  it('rejects a member session as FORBIDDEN', async () => {
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect(await codeOf(callerWith({ cookie }).admin.permissions())).toBe('FORBIDDEN');
  });

  it('rejects an admin without the declared permission as FORBIDDEN', async () => {
    const admin = await createAdmin(['access/news']);
    const { cookie } = await sessionCookie('admin', admin.id);
    expect(await codeOf(callerWith({ cookie }).admin.permissions())).toBe('FORBIDDEN');
  });

  it('accepts an admin holding the declared permission', async () => {
    const admin = await createAdmin(['access/role']);
    const { cookie } = await sessionCookie('admin', admin.id);
    const result = await callerWith({ cookie: `${cookie}; i18next=en` }).admin.permissions();
    expect(result).toContainEqual({ name: 'access/role', label: 'Roles and permissions' });
    expect(result).toHaveLength(permissions.length);
  });

  it('lets any admin call a procedure that is deliberately open to every admin', async () => {
    const admin = await createAdmin([]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const me = await callerWith({ cookie }).admin.user();
    expect(me.email).toBe(admin.email);
    expect(me.permissions).toEqual([]);
  });

  it('fails closed: a procedure that declares neither permissions nor openness is refused even to an admin holding every permission', async () => {
    const router = createTRPCRouter({
      undeclared: adminProcedure.query(() => 'reached'),
      emptyList: adminProcedure.meta({ permissions: [] }).query(() => 'reached'),
      open: adminProcedure.meta({ openToAnyAdmin: true }).query(() => 'reached'),
    });
    const admin = await createAdmin([...permissions]);
    const { cookie } = await sessionCookie('admin', admin.id);
    const caller = createCallerFactory(router)(createRequestContext(new Headers({ cookie })));
    expect(await codeOf(caller.undeclared())).toBe('FORBIDDEN');
    expect(await codeOf(caller.emptyList())).toBe('FORBIDDEN');
    expect(await caller.open()).toBe('reached');
  });

  it('accepts an admin bearer token and keeps the realms apart', async () => {
    const admin = await createAdmin(['access/role']);
    const { token } = await authSessionService(db).issue('admin', admin.id, false, 'api');
    expect(await codeOf(callerWith({ authorization: `Bearer ${token}` }).admin.roles.list())).toBe(
      'OK',
    );
    // An admin token is no member session.
    expect(await codeOf(callerWith({ authorization: `Bearer ${token}` }).member.me())).toBe(
      'UNAUTHORIZED',
    );
  });

  it('ends access at once when the admin is disabled or the session revoked', async () => {
    const admin = await createAdmin(['access/role']);
    const { cookie, token } = await sessionCookie('admin', admin.id);
    expect(await codeOf(callerWith({ cookie }).admin.roles.list())).toBe('OK');
    await db.adminUser.update({ where: { id: admin.id }, data: { status: false } });
    expect(await codeOf(callerWith({ cookie }).admin.roles.list())).toBe('UNAUTHORIZED');
    await db.adminUser.update({ where: { id: admin.id }, data: { status: true } });
    await authSessionService(db).revoke(token);
    expect(await codeOf(callerWith({ cookie }).admin.roles.list())).toBe('UNAUTHORIZED');
  });

  it('ignores a forged session cookie', async () => {
    expect(
      await codeOf(callerWith({ cookie: 'asc-admin.session-token=forged.jwt.value' }).admin.user()),
    ).toBe('UNAUTHORIZED');
  });
});

const adminProcedures = proceduresOf(appRouter).filter(([path]) => path.startsWith('admin.'));

/** Calls a procedure of the router by its dotted path, as the HTTP handler would. */
function callPath(
  caller: ReturnType<typeof callerWith>,
  path: string,
  input: unknown,
): Promise<unknown> {
  const fn = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  return fn(input);
}

/**
 * Harmless inputs that let a permitted call run to the end; a procedure not
 * listed is called without input, and a validation error (which tRPC raises
 * only after the permission middleware) still proves the call got through.
 */
const sampleInputs: Record<string, unknown> = {
  'admin.search': { filter_name: 'python' },
  'admin.users.list': {},
  'admin.users.get': { id: 1 },
  'admin.roles.get': { id: 1 },
  'admin.registrations.list': {},
  'admin.registrations.get': { id: 1 },
  'admin.registrations.histories': { register_id: 1 },
  'admin.registrations.receiptExport': { date_from: '2026-01-01', date_to: '2026-01-02' },
  'admin.registrations.receipt': { id: 1 },
  'admin.registrations.seatHolds': { public_training_id: 1 },
  'admin.waitingList.list': { public_training_id: 1 },
  'admin.waitingList.move': { public_training_id: 1, waiting_list_id: 1, place: 1 },
  'admin.waitingList.offer': { public_training_id: 1, waiting_list_id: 1 },
  'admin.waitingList.remove': { public_training_id: 1, waiting_list_id: 1 },
  'admin.reports.download': { report: 'members_by_province' },
  'admin.attendance.roster': { public_training_id: 1 },
  'admin.attendance.ofRegistration': { id: 1 },
  'admin.attendance.report': { public_training_id: 1 },
  'admin.attendance.certificates': { public_training_id: 1 },
  'admin.attendance.certificate': { code: 'ZZZZ-ZZZZ-ZZZZ' },
  'admin.evaluations.report': { public_training_id: 1 },
  // Every back-office resource: its list, and an item that may not exist (NOT_FOUND still proves the call got through).
  ...Object.fromEntries(
    Object.keys(resources).flatMap((name) => [
      [`admin.${name}.list`, {}],
      [`admin.${name}.get`, { id: 1 }],
      [`admin.${name}.revisions`, { id: 1 }],
      [`admin.${name}.revision`, { id: 1, revision_id: 1 }],
      [`admin.${name}.restoreRevision`, { id: 1, revision_id: 1 }],
    ]),
  ),
  'admin.audit.list': {},
  'admin.apiTokens.create': {
    name: 'walk',
    permissions: ['access/api_token'],
    expires_in_days: 1,
  },
  'admin.apiTokens.revoke': { id: 1 },
  'admin.media.list': {},
  'admin.media.get': { id: 2_000_000_000 },
  'admin.users.secondFactor': { id: 2_000_000_000 },
  'admin.users.resetSecondFactor': { id: 2_000_000_000 },
  'admin.roles.setSecondFactorRequired': { id: 2_000_000_000, required: false },
};
/** Calls that end the session they are made with: they get a session of their own. */
const endsSession = new Set(['admin.logout']);

describe('every admin procedure of the router', () => {
  const sessions = new Map<string, string>();
  /** One admin session per set of permissions (creating admins hashes a password, so they are reused). */
  async function adminCookie(granted: readonly string[]): Promise<string> {
    const key = [...granted].sort().join(',');
    if (!sessions.has(key)) {
      const admin = await createAdmin([...granted]);
      sessions.set(key, (await sessionCookie('admin', admin.id)).cookie);
    }
    return sessions.get(key)!;
  }
  let memberCookie = '';
  beforeAll(async () => {
    const member = await createMember();
    memberCookie = (await sessionCookie('member', member.id)).cookie;
  });

  it('finds the procedures to check', () => {
    expect(adminProcedures.length).toBeGreaterThanOrEqual(15);
    expect(adminProcedures.map(([p]) => p)).toEqual(
      expect.arrayContaining(['admin.users.setStatus', 'admin.roles.delete', 'admin.search']),
    );
  });

  it('has every admin procedure declare known permissions or be deliberately open to any admin', () => {
    const undeclared = adminProcedures
      .filter(([, p]) => !(p._def.meta?.permissions?.length || p._def.meta?.openToAnyAdmin))
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
    const unknown = adminProcedures.flatMap(([path, p]) =>
      (p._def.meta?.permissions ?? []).filter((x) => !isPermission(x)).map((x) => `${path}: ${x}`),
    );
    expect(unknown).toEqual([]);
  });

  it("has the procedures behind each admin page declare that page's permissions", () => {
    const pageOf: [string, readonly string[]][] = [
      ['admin.users.', adminPages.users.permissions],
      ['admin.roles.', adminPages.roles.permissions],
      ['admin.permissions', adminPages.roles.permissions],
      ['admin.receipts.', adminPages.publicTrainingRegister.permissions],
      ['admin.registrations.', adminPages.publicTrainingRegister.permissions],
      ['admin.audit.', adminPages.auditLog.permissions],
      ['admin.apiTokens.', adminPages.apiTokens.permissions],
      ['admin.media.', adminPages.media.permissions],
      ['admin.waitingList.', adminPages.publicTrainingRegister.permissions],
      ['admin.evaluations.', adminPages.evaluationReport.permissions],
    ];
    for (const [path, p] of adminProcedures) {
      const page = pageOf.find(([prefix]) => path.startsWith(prefix));
      if (!page) continue;
      // Every permission of the page opens the procedure (roles.list is also open to the users page, for its role picker).
      expect(p._def.meta?.permissions, path).toEqual(expect.arrayContaining([...page[1]]));
    }
  });

  for (const [path, procedure] of adminProcedures) {
    const meta = procedure._def.meta ?? {};
    const declared = meta.permissions ?? [];
    const input = sampleInputs[path];

    it(`${path}: rejects no session and a member session`, async () => {
      expect(await codeOf(callPath(callerWith(), path, input))).toBe('UNAUTHORIZED');
      expect(await codeOf(callPath(callerWith({ cookie: memberCookie }), path, input))).toBe(
        'FORBIDDEN',
      );
    });

    if (declared.length > 0) {
      it(`${path}: rejects an admin holding every other permission, accepts each declared one (${declared.join(' | ')})`, async () => {
        const others = permissions.filter((p) => !declared.includes(p));
        expect(
          await codeOf(callPath(callerWith({ cookie: await adminCookie(others) }), path, input)),
        ).toBe('FORBIDDEN');
        for (const permission of declared) {
          const code = await codeOf(
            callPath(callerWith({ cookie: await adminCookie([permission]) }), path, input),
          );
          expect(['UNAUTHORIZED', 'FORBIDDEN']).not.toContain(code);
          if (input !== undefined || procedure._def.type === 'query')
            expect(['OK', 'NOT_FOUND']).toContain(code);
        }
      });
    } else {
      it(`${path}: is deliberately open to any admin, even one without permissions`, async () => {
        expect(meta.openToAnyAdmin).toBe(true);
        const cookie = endsSession.has(path)
          ? (await sessionCookie('admin', (await createAdmin([])).id)).cookie
          : await adminCookie([]);
        const code = await codeOf(callPath(callerWith({ cookie }), path, input));
        expect(['UNAUTHORIZED', 'FORBIDDEN']).not.toContain(code);
      });
    }
  }
});

describe('member procedures', () => {
  it('need a member session', async () => {
    expect(await codeOf(callerWith().member.me())).toBe('UNAUTHORIZED');
    const member = await createMember();
    const { cookie } = await sessionCookie('member', member.id);
    expect((await callerWith({ cookie }).member.me()).email).toBe(member.email);
  });
});
