// Seeds the scale data set into the configured DATABASE_URL (a
// fresh database, after `npm run setup:demo`): 300 public trainings, 20,000
// members, 100,000 registrations with their attendees and history, plus
// in-house and service requests, spread over the last three years with a
// realistic mix of statuses and payment methods. Runs once: a database that
// already holds the set is left alone.
//
//   DATABASE_URL=file:./data/scale.db npm run setup:demo && DATABASE_URL=file:./data/scale.db npx tsx scripts/seed-scale.ts
//
// Rows go in with createMany in batches (createManyAndReturn where the ids
// are needed for the children), so the whole set takes well under a minute.
import { RegisterStatus } from '@/lib/register-status';
import { createDb, databaseProvider, type Db } from '@/server/db';

export const SCALE = {
  trainings: 300,
  members: 20_000,
  registrations: 100_000,
  inhouseRequests: 5_000,
  serviceRequests: 5_000,
} as const;
const MARKER = 'SCALE-0001';
const BATCH = 500;
const DAY = 24 * 3600 * 1000;

/** A small deterministic generator, so two runs seed the same set. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(15);
const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
/** A weighted choice: [[value, weight], ...]. */
function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  let r = rnd() * choices.reduce((n, [, w]) => n + w, 0);
  for (const [value, w] of choices) if ((r -= w) < 0) return value;
  return choices[choices.length - 1]![0];
}
const statusMix = [
  [RegisterStatus.PAID, 55],
  [RegisterStatus.CANCELLED, 10],
  [RegisterStatus.EXPIRED, 10],
  [RegisterStatus.REGISTERED, 7],
  [RegisterStatus.AWAITING_PAYMENT, 8],
  [RegisterStatus.PAYMENT_TO_CORRECT, 4],
  [RegisterStatus.AWAITING_VERIFICATION, 6],
] as const;

async function inBatches<T>(
  count: number,
  make: (i: number) => T,
  write: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += BATCH) {
    const rows: T[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) rows.push(make(i));
    await write(rows);
  }
}

/** True when it seeded, false when the set was already there. */
export async function seedScale(
  db: Db,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  if (await db.publicTraining.findUnique({ where: { courseCode: MARKER }, select: { id: true } }))
    return false;
  const now = Date.now();
  const since = now - 3 * 365 * DAY;
  const [categories, provinces, inhouse, services] = await Promise.all([
    db.publicTrainingCategory.findMany({ select: { id: true } }),
    db.province.findMany({ select: { id: true } }),
    db.inhouseTraining.findMany({ select: { id: true } }),
    db.service.findMany({ select: { id: true } }),
  ]);
  if (!categories.length || !provinces.length)
    throw new Error(
      'seed-scale: run `npm run setup:demo` (migrate, seed and the demo content) first',
    );

  let t0 = Date.now();
  const trainings: {
    id: number;
    courseCode: string;
    startTrainingDate: Date;
    priceSatang: number;
    nameTh: string;
    nameEn: string;
  }[] = [];
  await inBatches(
    SCALE.trainings,
    (i) => {
      const start = new Date(since + Math.floor(rnd() * (3 * 365 + 180) * DAY));
      return {
        categoryId: pick(categories).id,
        courseCode: `SCALE-${String(i + 1).padStart(4, '0')}`,
        startTrainingDate: start,
        endTrainingDate: new Date(start.getTime() + between(0, 2) * DAY + 8 * 3600 * 1000),
        priceSatang: between(10, 120) * 50_000,
        seatLimit: between(20, 200),
        status: true,
      };
    },
    async (rows) => {
      const made = await db.publicTraining.createManyAndReturn({
        data: rows,
        select: { id: true, courseCode: true, startTrainingDate: true, priceSatang: true },
      });
      await db.publicTrainingTranslation.createMany({
        data: made.flatMap((x) => [
          { trainingId: x.id, languageId: 1, name: `หลักสูตรอบรม ${x.courseCode}` },
          { trainingId: x.id, languageId: 2, name: `Training course ${x.courseCode}` },
        ]),
      });
      trainings.push(
        ...made.map((x) => ({
          ...x,
          nameTh: `หลักสูตรอบรม ${x.courseCode}`,
          nameEn: `Training course ${x.courseCode}`,
        })),
      );
    },
  );
  log(`trainings: ${SCALE.trainings} in ${Date.now() - t0} ms`);

  t0 = Date.now();
  const memberIds: number[] = [];
  await inBatches(
    SCALE.members,
    (i) => {
      const organisation = rnd() < 0.2;
      const createdAt = new Date(since + Math.floor(rnd() * (now - since)));
      return {
        memberType: organisation ? 'O' : 'P',
        firstname: `สมาชิก${i}`,
        lastname: `ทดสอบ${i % 97}`,
        telephone: `08${String(i).padStart(8, '0')}`,
        email: `scale-${i}@example.test`,
        passwordHash: 'scale-not-a-login',
        companyName: organisation ? `บริษัท ทดสอบ ${i} จำกัด` : null,
        companyTypeId: organisation ? between(1, 8) : null,
        provinceId: rnd() < 0.95 ? pick(provinces).id : null,
        createdAt,
        latestAccessedAt:
          rnd() < 0.7
            ? new Date(Math.max(createdAt.getTime(), now - Math.floor(rnd() * 60 * DAY)))
            : null,
      };
    },
    async (rows) =>
      memberIds.push(
        ...(await db.member.createManyAndReturn({ data: rows, select: { id: true } })).map(
          (m) => m.id,
        ),
      ),
  );
  log(`members: ${SCALE.members} in ${Date.now() - t0} ms`);

  t0 = Date.now();
  await inBatches(
    SCALE.registrations,
    (i) => {
      const training = pick(trainings);
      const createdAt = new Date(
        Math.min(now, Math.max(since, training.startTrainingDate.getTime() - between(1, 60) * DAY)),
      );
      const quantity = weighted([
        [1, 60],
        [2, 25],
        [3, 10],
        [4, 5],
      ] as const);
      const status = weighted(statusMix);
      const card = rnd() < 0.45;
      return {
        registerCode: `SC${String(i + 1).padStart(8, '0')}`,
        publicTrainingId: training.id,
        memberId: pick(memberIds),
        registerStatusId: status,
        courseCode: training.courseCode,
        courseName: training.nameTh,
        courseNameTh: training.nameTh,
        courseNameEn: training.nameEn,
        trainingDate: training.startTrainingDate,
        unitPriceSatang: training.priceSatang,
        quantity,
        totalAmountSatang: training.priceSatang * quantity,
        paymentMethodId: card ? 1 : 2,
        paidAt:
          status === RegisterStatus.PAID
            ? new Date(createdAt.getTime() + between(0, 5) * DAY)
            : null,
        receiptType: 'P',
        receiptName: `ผู้ลงทะเบียน ${i}`,
        createdAt,
      };
    },
    async (rows) => {
      const made = await db.registration.createManyAndReturn({
        data: rows,
        select: {
          id: true,
          memberId: true,
          quantity: true,
          registerStatusId: true,
          createdAt: true,
        },
      });
      await db.registrationAttendee.createMany({
        data: made.flatMap((r) =>
          Array.from({ length: r.quantity }, (_, k) => ({
            registrationId: r.id,
            memberId: k === 0 ? r.memberId : null,
            firstname: `ผู้เข้าอบรม${k + 1}`,
            lastname: `ของ ${r.id}`,
            email: `attendee-${r.id}-${k}@example.test`,
            telephone: '0810000000',
            sortOrder: k,
          })),
        ),
      });
      await db.registrationHistory.createMany({
        data: made.flatMap((r) => [
          {
            registrationId: r.id,
            registerStatusId: RegisterStatus.REGISTERED,
            actorType: 'member',
            createdAt: r.createdAt,
          },
          ...(r.registerStatusId !== RegisterStatus.REGISTERED
            ? [
                {
                  registrationId: r.id,
                  registerStatusId: r.registerStatusId,
                  actorType: r.registerStatusId === RegisterStatus.PAID ? 'gateway' : 'system',
                  createdAt: new Date(r.createdAt.getTime() + between(1, 72) * 3600 * 1000),
                },
              ]
            : []),
        ]),
      });
    },
  );
  log(`registrations: ${SCALE.registrations} with attendees and history in ${Date.now() - t0} ms`);

  t0 = Date.now();
  const request = (i: number) => ({
    contactName: `ผู้ติดต่อ ${i}`,
    organisation: `หน่วยงาน ${i % 300}`,
    email: `request-${i}@example.test`,
    telephone: '0820000000',
    status: weighted([
      ['new', 30],
      ['contacted', 40],
      ['closed', 30],
    ] as const),
    provinceId: pick(provinces).id,
    createdAt: new Date(since + Math.floor(rnd() * (now - since))),
  });
  await inBatches(
    SCALE.inhouseRequests,
    (i) => ({
      ...request(i),
      inhouseTrainingId: inhouse.length ? pick(inhouse).id : null,
      participants: between(10, 80),
    }),
    (rows) => db.inhouseTrainingRequest.createMany({ data: rows }),
  );
  await inBatches(
    SCALE.serviceRequests,
    (i) => ({
      ...request(i),
      serviceId: services.length ? pick(services).id : null,
      message: 'ขอรับบริการ',
    }),
    (rows) => db.serviceRequest.createMany({ data: rows }),
  );
  log(`requests: ${SCALE.inhouseRequests + SCALE.serviceRequests} in ${Date.now() - t0} ms`);
  // The marker training last: an interrupted run is not taken for a finished one.
  await db.publicTraining.update({ where: { id: trainings[0]!.id }, data: { courseCode: MARKER } });
  // Fresh statistics for the query planners after the bulk load; on PostgreSQL a vacuum too, so the
  // reports' covering indexes are read without visiting the rows (index-only scans need the visibility map).
  await db.$executeRawUnsafe(
    databaseProvider(process.env.DATABASE_URL) === 'postgresql' ? 'VACUUM ANALYZE' : 'ANALYZE',
  );
  return true;
}

if (process.argv[1] && /seed-scale\.ts$/.test(process.argv[1])) {
  const db = createDb();
  const started = Date.now();
  seedScale(db)
    .then((seeded) =>
      console.log(
        seeded ? `seed-scale: done in ${Date.now() - started} ms` : 'seed-scale: already seeded',
      ),
    )
    .catch((error: unknown) => {
      console.error('seed-scale failed:', error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => db.$disconnect());
}
