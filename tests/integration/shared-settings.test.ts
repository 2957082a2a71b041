import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { readiness } from '@/server/ops/readiness';
import {
  FORGET_MS,
  FRESH_MS,
  sharedFingerprint,
  sharedSettingsRound,
  type SelfInstance,
} from '@/server/ops/shared-settings';
import {
  type InstanceBeat,
  instanceHeartbeatService,
  type SharedFingerprint,
} from '@/server/services/instance-heartbeat-service';

/**
 * Instances that disagree (docs/operations.md, "Health, readiness, the gate";
 * src/server/ops/shared-settings.ts): an instance started later than the
 * running ones with another auth secret, bot-check key or upload folder is
 * not ready, and says what differs; the running ones keep serving; a single
 * instance, or one beside the rows of instances gone, is never refused.
 *
 * The rounds run at a time a day ahead (`now`), with rows of their own
 * (`test-` names, deleted after each test), so this process's own heartbeat
 * (written at the real time by readiness) is not among the instances seen.
 */
const DAY = 86_400_000;
const FINGERPRINT: SharedFingerprint = {
  authSecret: 'a1a1a1a1a1a1a1a1',
  botCheck: 'b2b2b2b2b2b2b2b2',
  uploadFolder: 'c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3',
};
const heartbeats = instanceHeartbeatService(db);
const at = (now: Date, ms: number) => new Date(now.getTime() + ms);
const self = (now: Date, over: Partial<SelfInstance> = {}): SelfInstance => ({
  instance: 'test-self:1',
  startedAt: at(now, -60_000),
  fingerprint: FINGERPRINT,
  wasAccepted: false,
  ...over,
});
const other = (now: Date, over: Partial<InstanceBeat> = {}): InstanceBeat => ({
  instance: 'test-other:2',
  startedAt: at(now, -3_600_000),
  seenAt: at(now, -2_000),
  ...FINGERPRINT,
  accepted: true,
  ...over,
});
const rowOf = (instance: string) => db.instanceHeartbeat.findUnique({ where: { instance } });

describe('instances that disagree on shared settings', () => {
  afterEach(async () => {
    await db.instanceHeartbeat.deleteMany({ where: { instance: { startsWith: 'test-' } } });
  });

  it('refuses the instance started later with another auth secret, naming what differs, never the values', async () => {
    const now = at(new Date(), DAY);
    await heartbeats.beat(other(now, { authSecret: 'ffffffffffffffff' }));
    const verdict = await sharedSettingsRound(db, self(now), { now });
    expect(verdict).toMatchObject({
      ok: false,
      differs: ['authSecret'],
      against: ['test-other:2'],
    });
    expect(verdict.error).toMatch(
      /^shared settings differ from the running instance test-other:2: auth secret/,
    );
    expect(verdict.error).not.toMatch(/upload folder|bot-check|ffff|a1a1/);
    // Its heartbeat says it was refused: a refused instance is no reference for the others.
    expect(await rowOf('test-self:1')).toMatchObject({ accepted: false, seenAt: now });
  });

  it('names each part that differs: bot-check key and upload folder', async () => {
    const now = at(new Date(), DAY + 60_000);
    await heartbeats.beat(
      other(now, { botCheck: 'ffffffffffffffff', uploadFolder: 'f'.repeat(32) }),
    );
    const verdict = await sharedSettingsRound(db, self(now), { now });
    expect(verdict.differs).toEqual(['botCheck', 'uploadFolder']);
    expect(verdict.error).toMatch(/bot-check key .*; upload folder/);
    expect(verdict.error).not.toMatch(/auth secret/);
  });

  it('lets the running instance keep serving when the later one differs', async () => {
    const now = at(new Date(), DAY + 120_000);
    await heartbeats.beat(
      other(now, { startedAt: at(now, -1_000), authSecret: 'ffffffffffffffff' }),
    );
    expect(await sharedSettingsRound(db, self(now, { wasAccepted: true }), { now })).toMatchObject({
      ok: true,
      others: 1,
    });
    // An instance that was itself refused is no reference, even one started earlier: a newly
    // started instance with the running ones' settings is accepted beside it.
    await heartbeats.beat(
      other(now, { instance: 'test-other:2', authSecret: 'ffffffffffffffff', accepted: false }),
    );
    expect(await sharedSettingsRound(db, self(now), { now })).toMatchObject({
      ok: true,
      against: [],
    });
  });

  it('accepts instances with the same fingerprint, and one whose upload folder id is unknown', async () => {
    const now = at(new Date(), DAY + 180_000);
    await heartbeats.beat(other(now));
    await heartbeats.beat(other(now, { instance: 'test-readonly:4', uploadFolder: null }));
    expect(await sharedSettingsRound(db, self(now), { now })).toMatchObject({
      ok: true,
      others: 2,
    });
    expect(await rowOf('test-self:1')).toMatchObject({ accepted: true });
  });

  it('ignores rows not seen for 30 s and rows of ended processes of this machine; deletes the old ones', async () => {
    const now = at(new Date(), DAY + 240_000);
    const different = { authSecret: 'ffffffffffffffff' };
    await heartbeats.beat(other(now, { ...different, seenAt: at(now, -FRESH_MS - 1_000) }));
    await heartbeats.beat(
      other(now, { ...different, instance: 'test-old:5', seenAt: at(now, -FORGET_MS - 1_000) }),
    );
    // This machine's previous process (a restart): ended, so not a running instance.
    const ended = spawnSync('true').pid;
    const previous = `${os.hostname()}:${ended}`;
    await heartbeats.beat(other(now, { ...different, instance: previous }));
    try {
      expect(await sharedSettingsRound(db, self(now), { now, sweep: true })).toMatchObject({
        ok: true,
        others: 0,
      });
      expect(await rowOf('test-old:5')).toBeNull();
      expect(await rowOf(previous)).toBeNull();
      expect(await rowOf('test-other:2')).not.toBeNull();
    } finally {
      await db.instanceHeartbeat.deleteMany({ where: { instance: previous } });
    }
  });

  it('takes this instance out of readiness (a required check) when a running instance has another auth secret', async () => {
    const mine = await sharedFingerprint();
    await heartbeats.beat(
      other(new Date(), {
        instance: 'test-running:6',
        ...mine,
        authSecret: mine.authSecret === '0'.repeat(16) ? '1'.repeat(16) : '0'.repeat(16),
        // Seen "now" for the whole test, whatever time the rounds take.
        seenAt: at(new Date(), 60_000),
      }),
    );
    await expect
      .poll(async () => (await readiness()).ready, { timeout: 15_000, interval: 100 })
      .toBe(false);
    const report = await readiness();
    expect(report.status).toBe('not_ready');
    expect(report.checks.shared).toMatchObject({ ok: false, differs: ['authSecret'] });
    expect(report.checks.shared!.error).toMatch(/test-running:6: auth secret/);
  });
});
