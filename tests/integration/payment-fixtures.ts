import { db } from '@/server/db';

let counter = 0;

/**
 * A registration inserted directly (the registration flow is built
 * elsewhere): the member as the one attendee and the initial history entry.
 */
export async function createRegistration(
  memberId: number,
  opts: { paymentMethodId: 1 | 2; statusId?: number; quantity?: number },
) {
  const training = await db.publicTraining.findFirstOrThrow({
    where: { status: true },
    orderBy: { id: 'asc' },
  });
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId } });
  const quantity = opts.quantity ?? 1;
  const statusId = opts.statusId ?? (opts.paymentMethodId === 1 ? 1 : 2);
  counter += 1;
  return db.registration.create({
    data: {
      registerCode: `PT-TEST-${Date.now().toString(36)}${counter}`.toUpperCase(),
      publicTrainingId: training.id,
      memberId,
      registerStatusId: statusId,
      courseCode: training.courseCode,
      courseName: 'Test course',
      trainingDate: training.startTrainingDate,
      unitPriceSatang: training.priceSatang,
      quantity,
      totalAmountSatang: training.priceSatang * quantity,
      paymentMethodId: opts.paymentMethodId,
      receiptName: `${member.firstname} ${member.lastname}`,
      receiptAddress: '1 Test Road',
      locale: 'th',
      attendees: {
        create: [
          {
            memberId,
            firstname: member.firstname,
            lastname: member.lastname,
            email: member.email,
            telephone: member.telephone,
          },
        ],
      },
      histories: { create: [{ registerStatusId: statusId, actorType: 'member' }] },
    },
  });
}
