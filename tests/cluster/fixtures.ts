import { hashPassword } from '@/server/auth/password';
import { db } from '@/server/db';
import { authSessionService } from '@/server/services/auth-session-service';

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
let passwordHash: Promise<string> | undefined;

/** A training open for registration, with the given seats. */
export async function createTraining(seats: number) {
  const category = await db.publicTrainingCategory.findFirstOrThrow();
  const start = new Date(Date.now() + 30 * DAY);
  return db.publicTraining.create({
    data: {
      categoryId: category.id,
      courseCode: `CL-${unique()}`,
      startTrainingDate: start,
      endTrainingDate: new Date(start.getTime() + DAY),
      registerStartDate: new Date(Date.now() - DAY),
      registerEndDate: new Date(start.getTime() - DAY),
      priceSatang: 150_000,
      seatLimit: seats,
      status: true,
      translations: {
        create: [
          { languageId: 1, name: 'หลักสูตรคลัสเตอร์' },
          { languageId: 2, name: 'Cluster course' },
        ],
      },
    },
  });
}

/** Members with the password 'secret123' (hashed once) and a bearer token each. */
export async function createMembers(count: number) {
  passwordHash ??= hashPassword('secret123');
  const hash = await passwordHash;
  const members = [];
  for (let i = 0; i < count; i += 1) {
    const member = await db.member.create({
      data: {
        firstname: 'Cluster',
        lastname: `Member ${i}`,
        telephone: '0812345678',
        email: `cluster-${unique()}@example.test`,
        passwordHash: hash,
      },
    });
    const { token } = await authSessionService(db).issue('member', member.id, true, 'api');
    members.push({ ...member, token });
  }
  return members;
}

/** The receipt part of a registration (a person, at a real district of the seed). */
export async function receiptInput() {
  const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
  return {
    receipt_type: 'P' as const,
    name: 'Cluster Member',
    address: '1 Phahonyothin Rd',
    province_id: district.amphure.provinceId,
    amphure_id: district.amphureId,
    district_id: district.id,
    zip_code: district.zipCode ?? '10000',
  };
}

/** Registrations of the training whose rows are not whole: no attendee, a number of attendees other than the quantity, or no history. */
export async function halfWrittenRegistrations(trainingId: number) {
  const rows = await db.registration.findMany({
    where: { publicTrainingId: trainingId },
    include: { attendees: true, histories: true },
  });
  return {
    rows,
    broken: rows.filter((r) => r.attendees.length !== r.quantity || r.histories.length === 0),
  };
}
