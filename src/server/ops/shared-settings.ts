import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { authSecret } from '@/server/auth/auth-secret';
import { altchaSecret, botCheckConfig } from '@/server/bot-check/config';
import type { Db } from '@/server/db';
import {
  type InstanceBeat,
  instanceHeartbeatService,
  type SharedFingerprint,
} from '@/server/services/instance-heartbeat-service';
import { PRIVATE_DIR, PRIVATE_FILE, uploadRoot } from '@/server/services/upload-service';

/**
 * The settings every instance of one installation must share, checked
 * through the database (the `shared` check of readiness.ts). An instance
 * with another auth secret rejects the others' session cookies (staff and
 * members logged out at random), with another bot-check key the others'
 * challenges, with another upload folder it stores files the others never
 * see: all of them "work" on their own, so nothing else notices.
 *
 * Each instance writes a heartbeat (instance_heartbeats: host:pid, when it
 * started, when last seen, short hashes of what it uses) every HEARTBEAT_MS
 * and reads the others seen within FRESH_MS. The rule:
 * - an instance is refused (not ready) when another instance that is
 *   accepted (its own last round passed) has a different fingerprint and
 *   either started earlier, or this instance has not been accepted yet. So
 *   the instance started later with other settings is the one refused; the
 *   running ones keep serving. A refused instance never becomes the
 *   reference for the others (it is not accepted), even once it has run
 *   longer than an instance restarted after it.
 * - a single instance is never refused: rows of instances not seen for
 *   FRESH_MS are ignored (and deleted after FORGET_MS), and a row of this
 *   machine whose process is gone (a restart) is deleted at once.
 * - two instances started at the same moment may both pass their first
 *   round; in the next (HEARTBEAT_MS later) the later started is refused.
 * To change a shared setting on purpose, stop every instance, then start
 * them with the new settings (the stopped instances' rows of another
 * machine stop counting FRESH_MS after their last heartbeat).
 */
export const HEARTBEAT_MS = 5_000;
export const FRESH_MS = 30_000;
export const FORGET_MS = 60_000;

/** The folder id's file in UPLOAD_DIR: a folder (a volume) several instances share has one id. */
export const VOLUME_ID_FILE = '.volume-id';

export type SharedPart = keyof SharedFingerprint;

/** What differs, in the operator's words (never the values). */
const PART_NAMES: Record<SharedPart, string> = {
  authSecret: 'auth secret (AUTH_SECRET, or SECRETS_DIR/auth-secret)',
  botCheck:
    'bot-check key (ALTCHA_HMAC_KEY or SECRETS_DIR/altcha-secret; BOT_CHECK and the reCAPTCHA keys)',
  uploadFolder: 'upload folder (UPLOAD_DIR is not the same folder or volume)',
};
const PARTS = Object.keys(PART_NAMES) as SharedPart[];

/** A short hash: enough to tell two secrets apart, nothing to learn the secret from. */
const digest = (label: string, value: string) =>
  createHash('sha256').update(`asc-shared:${label}\u0000${value}`).digest('hex').slice(0, 16);

/**
 * The id of the upload folder: a random id kept in UPLOAD_DIR/.volume-id,
 * made once (exclusively: two instances starting at once on one volume agree),
 * private like every upload. Null when it can be neither read nor made (a
 * read-only folder without one): the folder is then not compared.
 */
export async function uploadFolderId(dir = uploadRoot()): Promise<string | null> {
  const file = path.join(dir, VOLUME_ID_FILE);
  const read = async () => {
    const id = (await readFile(file, 'utf8')).trim();
    return /^[0-9a-f]{32}$/.test(id) ? id : null;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return null;
  }
  try {
    await mkdir(dir, PRIVATE_DIR);
    await writeFile(file, randomBytes(16).toString('hex'), { ...PRIVATE_FILE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return null;
  }
  return read().catch(() => null);
}

/** This instance's fingerprint: hashes of the secrets it actually uses, and its upload folder's id. */
export async function sharedFingerprint(): Promise<SharedFingerprint> {
  const bot = botCheckConfig();
  return {
    authSecret: digest('auth', authSecret()),
    botCheck: digest(
      'bot',
      bot.provider === 'recaptcha' ? `recaptcha:${bot.secretKey}` : `altcha:${altchaSecret()}`,
    ),
    uploadFolder: await uploadFolderId(),
  };
}

/** The parts in which two fingerprints differ (an unknown upload folder differs from none). */
export function differingParts(a: SharedFingerprint, b: SharedFingerprint): SharedPart[] {
  return PARTS.filter((part) =>
    part === 'uploadFolder'
      ? a.uploadFolder !== null && b.uploadFolder !== null && a.uploadFolder !== b.uploadFolder
      : a[part] !== b[part],
  );
}

export interface SelfInstance {
  /** host:pid */
  instance: string;
  startedAt: Date;
  fingerprint: SharedFingerprint;
  /** This instance's last round passed. */
  wasAccepted: boolean;
}

export interface SharedVerdict {
  ok: boolean;
  /** Other instances seen within FRESH_MS (gone processes of this machine left out). */
  others: number;
  differs: SharedPart[];
  /** The instances it disagrees with. */
  against: string[];
  error?: string;
}

/** The rule (see above), on the rows of the other instances seen within FRESH_MS. */
export function judgeSharedSettings(self: SelfInstance, others: InstanceBeat[]): SharedVerdict {
  const startedBefore = (other: InstanceBeat) =>
    other.startedAt.getTime() < self.startedAt.getTime() ||
    (other.startedAt.getTime() === self.startedAt.getTime() && other.instance < self.instance);
  const conflicts = others
    .filter((other) => other.accepted && (!self.wasAccepted || startedBefore(other)))
    .map((other) => ({ other, parts: differingParts(self.fingerprint, other) }))
    .filter((c) => c.parts.length > 0);
  if (conflicts.length === 0) return { ok: true, others: others.length, differs: [], against: [] };
  const differs = PARTS.filter((part) => conflicts.some((c) => c.parts.includes(part)));
  const against = conflicts.map((c) => c.other.instance);
  const named =
    against.slice(0, 3).join(', ') + (against.length > 3 ? ` and ${against.length - 3} more` : '');
  return {
    ok: false,
    others: others.length,
    differs,
    against,
    error:
      `shared settings differ from the running instance${against.length > 1 ? 's' : ''} ${named}: ` +
      `${differs.map((part) => PART_NAMES[part]).join('; ')}. This instance started later and takes ` +
      'no traffic: start it with the settings of the running ones (to change them, stop every instance first)',
  };
}

/** Whether a process of this machine is alive (EPERM: it is, under another user). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The row of a process of this machine that has ended (the instance restarted): not a running instance. */
function goneFromThisMachine(instance: string): boolean {
  const colon = instance.lastIndexOf(':');
  const pid = Number(instance.slice(colon + 1));
  return (
    instance.slice(0, colon) === os.hostname() &&
    Number.isInteger(pid) &&
    pid > 0 &&
    !processAlive(pid)
  );
}

/**
 * One round: reads the other instances seen within FRESH_MS, judges, writes
 * this instance's heartbeat with the verdict; with `sweep`, deletes the rows
 * not seen for FORGET_MS. Rows of this machine's ended processes are deleted.
 */
export async function sharedSettingsRound(
  db: Pick<Db, 'instanceHeartbeat'>,
  self: SelfInstance,
  { now = new Date(), sweep = false }: { now?: Date; sweep?: boolean } = {},
): Promise<SharedVerdict> {
  const heartbeats = instanceHeartbeatService(db);
  const seen = await heartbeats.others(self.instance, new Date(now.getTime() - FRESH_MS));
  const gone = seen.filter((row) => goneFromThisMachine(row.instance)).map((row) => row.instance);
  const verdict = judgeSharedSettings(
    self,
    seen.filter((row) => !gone.includes(row.instance)),
  );
  await heartbeats.beat({
    instance: self.instance,
    startedAt: self.startedAt,
    seenAt: now,
    ...self.fingerprint,
    accepted: verdict.ok,
  });
  if (sweep || gone.length > 0) await heartbeats.sweep(new Date(now.getTime() - FORGET_MS), gone);
  return verdict;
}

interface State {
  at: number;
  last?: Record<string, unknown>;
  accepted: boolean;
  sweptAt: number;
}
// Per process (Next bundles a module more than once).
const holder = globalThis as unknown as { __ascSharedSettings?: State };

/** This process: host:pid, started when the process did (the same in every bundle of this module). */
export const thisInstance = () => ({
  instance: `${os.hostname()}:${process.pid}`,
  startedAt: new Date(Math.round(performance.timeOrigin)),
});

/**
 * The `shared` readiness check: a round every HEARTBEAT_MS (two queries,
 * plus a sweep every FORGET_MS / 2), the last verdict in between.
 */
export async function sharedSettingsCheck(
  db: Pick<Db, 'instanceHeartbeat'>,
): Promise<Record<string, unknown>> {
  const state = (holder.__ascSharedSettings ??= { at: 0, accepted: false, sweptAt: 0 });
  const now = Date.now();
  if (state.last && now - state.at < HEARTBEAT_MS) return state.last;
  const sweep = now - state.sweptAt >= FORGET_MS / 2;
  const verdict = await sharedSettingsRound(
    db,
    { ...thisInstance(), fingerprint: await sharedFingerprint(), wasAccepted: state.accepted },
    { now: new Date(now), sweep },
  );
  if (sweep) state.sweptAt = now;
  state.accepted = verdict.ok;
  state.at = now;
  state.last = verdict.ok
    ? { others: verdict.others }
    : { ok: false, others: verdict.others, differs: verdict.differs, error: verdict.error };
  return state.last;
}
