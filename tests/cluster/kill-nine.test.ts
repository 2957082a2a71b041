import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { publicTrainingService } from '@/server/services/public-training-service';
import { createMembers, createTraining, halfWrittenRegistrations, receiptInput } from './fixtures';
import { call, startServer, type Server } from './servers';

/**
 * A server killed with kill -9 in the middle of a burst of registrations
 * loses nothing it answered as done and leaves no half-written registration
 * (each is one transaction: the row, its attendees, its history entry and
 * its e-mail), on the database of DATABASE_URL (the suite runs it on SQLite
 * and on PostgreSQL).
 */
const PORT = 3733;
const REQUESTS = 160;
const IN_FLIGHT = 16;
const KILL_AFTER = 25;

describe('kill -9 in the middle of a burst of registrations', () => {
  let server: Server | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('keeps every answered registration whole and no half-written one', async () => {
    const training = await createTraining(10_000);
    const members = await createMembers(REQUESTS);
    const receipt = await receiptInput();
    server = await startServer(PORT);
    const running = server;

    const answered: { registerId: number; code: string }[] = [];
    let failedInFlight = 0;
    let refused = 0;
    const refusals: string[] = [];
    let sent = 0;
    let killed: Promise<void> | undefined;
    const next = async (): Promise<void> => {
      while (sent < members.length && !killed) {
        const member = members[sent]!;
        sent += 1;
        try {
          const r = await call(running, 'POST', '/services/public_trainings/register', {
            token: member.token,
            body: { public_training_id: training.id, attendees: [], receipt, payment_method_id: 2 },
          });
          if (r.status === 200 || r.status === 201)
            answered.push({
              registerId: r.json.register_id as number,
              code: r.json.register_code as string,
            });
          else {
            refused += 1;
            refusals.push(`${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
          }
        } catch {
          failedInFlight += 1;
        }
        if (answered.length >= KILL_AFTER && !killed) killed = running.kill9();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, next));
    await killed;

    // The kill came mid-burst: requests were cut off and others never sent.
    expect(killed).toBeDefined();
    expect(refused, `refused: ${refusals.slice(0, 3).join(' | ')}`).toBe(0);
    expect(failedInFlight).toBeGreaterThan(0);
    expect(sent).toBeLessThan(members.length);

    // Every registration answered as done is there, whole.
    const rows = await db.registration.findMany({
      where: { id: { in: answered.map((a) => a.registerId) } },
      include: { attendees: true, histories: true },
    });
    expect(rows.map((r) => [r.id, r.registerCode]).sort()).toEqual(
      answered.map((a) => [a.registerId, a.code]).sort(),
    );
    for (const row of rows) {
      expect(row.attendees).toHaveLength(1);
      expect(row.histories).toHaveLength(1);
      expect(row.registerStatusId).toBe(2);
    }
    // Nothing half-written: some registrations may have committed without their answer
    // reaching the client, but each is whole, and the seat count agrees with the rows.
    const { rows: all, broken } = await halfWrittenRegistrations(training.id);
    expect(broken).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(answered.length);
    expect(all.length).toBeLessThanOrEqual(sent);
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(
      all.reduce((sum, r) => sum + r.quantity, 0),
    );
    if ((process.env.DATABASE_URL ?? '').startsWith('file:')) {
      expect(await db.$queryRawUnsafe('PRAGMA integrity_check')).toEqual([
        { integrity_check: 'ok' },
      ]);
    }

    // A server started again on the same database carries on where it stopped.
    server = await startServer(PORT);
    const after = await call(server, 'POST', '/services/public_trainings/register', {
      token: members.at(-1)!.token,
      body: { public_training_id: training.id, attendees: [], receipt, payment_method_id: 2 },
    });
    expect(after.status).toBe(200);
    expect(await publicTrainingService(db).registeredQuantity(training.id)).toBe(all.length + 1);
  }, 150_000);
});
