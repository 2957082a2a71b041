import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyTRPCRouter } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import { solveChallenge } from 'altcha-lib';
import PostalMime, { type Address } from 'postal-mime';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { encode } from 'next-auth/jwt';
import { beforeAll } from 'vitest';
import { createRequestContext } from '@/server/api/context';
import type { ProcedureMeta } from '@/server/api/trpc';
import { createCaller } from '@/server/api/root';
import { createRegistrationSchema, type CreateRegistrationInput } from '@/lib/schemas/registration';
import { hashPassword } from '@/server/auth/password';
import { createAltchaChallenge } from '@/server/bot-check';
import { realmSecret, sessionCookieName } from '@/server/auth/realm-options';
import { db } from '@/server/db';
import { AppError } from '@/server/errors';
import { handleRest } from '@/server/rest/handle-rest';
import { authSessionService, type Realm } from '@/server/services/auth-session-service';
import { flushOutbox, readAttachments } from '@/server/services/mail-outbox-service';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** A caller as the tRPC HTTP handler would build it from these request headers. */
export function callerWith(headers: Record<string, string> = {}) {
  return createCaller(createRequestContext(new Headers(headers)));
}

/** The realm's session cookie, exactly as next-auth writes it after login. */
export async function sessionCookie(realm: Realm, userId: number, remember = false) {
  const { token } = await authSessionService(db).issue(realm, userId, remember, 'session');
  const jwt = await encode({ token: { sid: token, realm, remember }, secret: realmSecret(realm) });
  return { cookie: `${sessionCookieName(realm)}=${jwt}`, token };
}

export async function createAdmin(permissionNames: string[], opts: { status?: boolean } = {}) {
  const perms = await db.permission.findMany({ where: { name: { in: permissionNames } } });
  const role = await db.role.create({
    data: {
      name: `role-${unique()}`,
      permissions: { create: perms.map((p) => ({ permissionId: p.id })) },
    },
  });
  return db.adminUser.create({
    data: {
      firstname: 'Test',
      lastname: 'Admin',
      email: `admin-${unique()}@example.test`,
      passwordHash: await hashPassword('secret123'),
      status: opts.status ?? true,
      roles: { create: [{ roleId: role.id }] },
    },
  });
}

/** A member whose e-mail is confirmed (as staff-created and migrated ones are), or with `unconfirmed`, one who just signed up. */
export async function createMember(password = 'secret123', opts: { unconfirmed?: boolean } = {}) {
  return db.member.create({
    data: {
      firstname: 'สมหญิง',
      lastname: 'ทดสอบ',
      telephone: '0812345678',
      email: `member-${unique()}@example.test`,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: opts.unconfirmed ? null : new Date(),
    },
  });
}

let ipCounter = 0;
/** A client address of its own for each call, so the per-address rate limits only bite where a test wants them to. */
export const freshIp = () => `198.51.100.${(ipCounter += 1) % 250}:${Date.now()}`;

export interface RestInit {
  headers?: Record<string, string>;
  /** Sent as JSON, or as it is for FormData (multipart). */
  body?: unknown;
  /** Accept-Language of the call; en unless said. */
  lang?: 'th' | 'en';
  /** A bearer token. */
  token?: string;
}

/** One call of the REST adapter as an integrator makes it over HTTP (path under /api/v1, query string included). */
export function rest(method: string, pathAndQuery: string, init: RestInit = {}): Promise<Response> {
  const multipart = init.body instanceof FormData;
  const req = new Request(`http://localhost/api/v1${pathAndQuery}`, {
    method,
    headers: {
      ...(multipart || init.body === undefined ? {} : { 'content-type': 'application/json' }),
      'accept-language': init.lang ?? 'en',
      'x-forwarded-for': freshIp(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body:
      init.body === undefined
        ? undefined
        : multipart
          ? (init.body as FormData)
          : JSON.stringify(init.body),
  });
  return handleRest(req, new URL(req.url).pathname.replace('/api/v1', ''));
}

/** Solves an ALTCHA challenge of this server as the browser widget would (the bot-check answer of /register and forgot password). */
export async function botToken(): Promise<string> {
  const challenge = await createAltchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** What the router-walking tests read of a procedure. */
export interface ProcedureShape {
  _def: {
    procedure: true;
    type: 'query' | 'mutation' | 'subscription';
    inputs: unknown[];
    meta?: ProcedureMeta;
  };
}

const isProcedure = (value: unknown): value is ProcedureShape =>
  typeof value === 'function' &&
  '_def' in value &&
  typeof value._def === 'object' &&
  value._def !== null &&
  'procedure' in value._def &&
  value._def.procedure === true;

/**
 * Every procedure of a router by its dotted path ("admin.news.list"). tRPC
 * keeps them flat in `_def.procedures` at run time while typing that as the
 * nested record of the router, so the entries are read as plain values and
 * told apart by the procedure mark tRPC gives each.
 */
export function proceduresOf(router: AnyTRPCRouter): [string, ProcedureShape][] {
  const flat: object = router._def.procedures;
  return Object.entries(flat).filter((entry): entry is [string, ProcedureShape] =>
    isProcedure(entry[1]),
  );
}

/** How a call ends: 'OK', or the tRPC error's code ("FORBIDDEN"); anything else is named as unexpected. */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : `unexpected: ${String(error)}`;
  }
}

/** `n` members made at once, all with the password secret123: their ids, oldest first. */
export async function createMembers(n: number, tag: string) {
  const passwordHash = await hashPassword('secret123');
  const stamp = unique();
  await db.member.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      firstname: `M${i}`,
      lastname: tag,
      telephone: '0800000000',
      email: `${tag.toLowerCase()}-${stamp}-${i}@example.test`,
      passwordHash,
    })),
  });
  return db.member.findMany({
    where: { email: { startsWith: `${tag.toLowerCase()}-${stamp}-` } },
    select: { id: true, email: true },
    orderBy: { id: 'asc' },
  });
}

/** `n` invented attendees besides the member (a registration's `attendees`). */
export const guests = (n: number, tag = 'Guest') =>
  Array.from({ length: n }, (_, i) => ({
    firstname: `${tag}${i}`,
    lastname: 'Guest',
    email: `${tag.toLowerCase()}-${i}@example.test`,
    telephone: '0800000000',
  }));

/** A personal receipt in a real district of the seeded lookups. */
export async function testReceipt(name: string): Promise<CreateRegistrationInput['receipt']> {
  const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
  return {
    receipt_type: 'P',
    name,
    address: '1 ถนนทดสอบ',
    province_id: district.amphure.provinceId,
    amphure_id: district.amphureId,
    district_id: district.id,
    zip_code: district.zipCode ?? '10000',
  };
}

/**
 * A test file's registration inputs: `input(trainingId, extra)` as the
 * register form sends it (no attendees besides the member, a bank transfer,
 * `defaults`), `parsed(...)` as the service receives it, and `receipt()`,
 * read in the file's beforeAll.
 */
export function registrationInputs(
  receiptName: string,
  defaults: Partial<CreateRegistrationInput> = {},
) {
  let receipt: CreateRegistrationInput['receipt'] | undefined;
  beforeAll(async () => {
    receipt = await testReceipt(receiptName);
  });
  const receiptNow = () => {
    if (!receipt) throw new Error('registrationInputs: the receipt is read in beforeAll');
    return receipt;
  };
  const input = (
    trainingId: number,
    extra: Partial<CreateRegistrationInput> = {},
  ): CreateRegistrationInput => ({
    public_training_id: trainingId,
    attendees: [],
    receipt: receiptNow(),
    payment_method_id: 2,
    ...defaults,
    ...extra,
  });
  const parsed = (trainingId: number, extra: Partial<CreateRegistrationInput> = {}) =>
    createRegistrationSchema.parse(input(trainingId, extra));
  return { input, parsed, receipt: receiptNow };
}

/** What a refused call says: code, message key, field and params (an AppError, or one a tRPC error carries); null when it succeeded. */
export async function refusal(call: Promise<unknown>) {
  const e = await call.then(
    () => null,
    (error: unknown) => error,
  );
  const err = e instanceof AppError ? e : (e as { cause?: unknown } | null)?.cause;
  if (err instanceof AppError)
    return { code: err.code, key: err.messageKey, field: err.field, params: err.params };
  return e ? { error: String(e) } : null;
}

/** A message as its reader's mail program sees it (parsed by postal-mime). */
export interface DeliveredMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  attachments: { cid?: string; contentType: string; content: Buffer }[];
}

const addresses = (list: Address[] | undefined) =>
  (list ?? [])
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => a.address)
    .join(', ');

/**
 * Every message of this file, oldest first, as its reader gets it: the
 * outbox is sent first (a sent row keeps no body, and the send a commit
 * starts may already have run) and the file's MAIL_OUTBOX_DIR
 * (own-database.ts) read in the order of sending (src/server/mail/mailer.ts
 * names each file by its time); then the messages queued for a later time
 * (a change a test made at a time ahead of the clock), as they are queued.
 */
export async function delivered(): Promise<DeliveredMail[]> {
  await flushOutbox(db);
  const folder = process.env.MAIL_OUTBOX_DIR!;
  const later = await db.outboxEmail.findMany({
    where: { sentAt: null, failedAt: null },
    orderBy: { id: 'asc' },
  });
  const queued = later.map((row) => ({
    to: row.to,
    replyTo: row.replyTo ?? '',
    subject: row.subject,
    text: row.text,
    html: row.html ?? '',
    attachments: readAttachments(row.attachments),
  }));
  if (!existsSync(folder)) return queued;
  const sent = await Promise.all(
    readdirSync(folder)
      .sort()
      .map(async (file) => {
        const mail = await PostalMime.parse(readFileSync(path.join(folder, file)));
        return {
          to: addresses(mail.to),
          replyTo: addresses(mail.replyTo),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html ?? '',
          attachments: mail.attachments.map((a) => ({
            cid: a.contentId?.replace(/^<|>$/g, ''),
            contentType: a.mimeType,
            content: Buffer.from(a.content as ArrayBuffer),
          })),
        };
      }),
  );
  return [...sent, ...queued];
}

/** The messages delivered to this address, oldest first. */
export async function deliveredTo(to: string): Promise<DeliveredMail[]> {
  return (await delivered()).filter((mail) => mail.to.includes(to));
}
