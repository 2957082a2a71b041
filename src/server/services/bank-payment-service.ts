import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { bankAccounts, promptPayId } from '@/config/payment';
import type { Locale } from '@/i18n/locales';
import { RegisterStatus, slipStatusIds } from '@/lib/register-status';
import { OTHER_BANK_ID, type slipSchema } from '@/lib/schemas/payment';
import type { z } from 'zod';
import { env } from '@/env';
import { type Db, provider } from '@/server/db';
import { AppError } from '@/server/errors';
import { log } from '@/server/log';
import { metrics } from '@/server/ops/metrics';
import { PaymentMethod } from '@/server/services/card-payment-service';
import { changeRegistrationStatus } from '@/server/services/registration-status-service';
import { buryUploads, releaseUploads } from '@/server/services/upload-release';
import { uploadService } from '@/server/services/upload-service';
import { localStatusMessage } from '@/server/payments/gateway-reasons';
import { registeredCourseName } from '@/server/services/translations';

type SlipInput = z.output<typeof slipSchema>;

/** The EMVCo PromptPay payload for an exact amount, and its QR code as an SVG. */
export async function promptPayQr(amountSatang: number, id = promptPayId()) {
  const payload = generatePayload(id, { amount: amountSatang / 100 });
  const svg = await QRCode.toString(payload, {
    type: 'svg',
    margin: 2,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  return { payload, svg };
}

function decodeImage(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, 'base64');
}

/**
 * A member may have at most PAYMENT_SLIP_MAX_PENDING slips waiting for staff
 * on one registration: those sent since staff last approved or rejected one
 * (the pending one and those it replaced). 409 beyond, on `image`.
 */
async function assertSlipAllowed(client: Pick<Db, 'paymentSlip'>, registrationId: number) {
  const decided = await client.paymentSlip.findFirst({
    where: { registrationId, status: { in: ['accepted', 'rejected'] } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  const waiting = await client.paymentSlip.count({
    where: {
      registrationId,
      status: { in: ['pending', 'replaced'] },
      ...(decided ? { id: { gt: decided.id } } : {}),
    },
  });
  const max = env.PAYMENT_SLIP_MAX_PENDING;
  if (waiting >= max)
    throw new AppError('CONFLICT', 'payment.errors.too_many_slips', 'image', { max });
}

/** Bank transfers: the centre's accounts, PromptPay, and the member's payment slips. */
export function bankPaymentService(db: Db) {
  return {
    accounts: (locale: Locale) =>
      bankAccounts().map((a) => ({
        bank: locale === 'th' ? a.bankTh : a.bankEn,
        accountName: a.accountName,
        accountNo: a.accountNo,
        branch: a.branch ?? null,
      })),

    /** The member's bank-transfer registrations a slip may be sent for (status 2 or 3). */
    async slipRegistrations(memberId: number, locale: Locale = 'th') {
      const rows = await db.registration.findMany({
        where: {
          memberId,
          paymentMethodId: PaymentMethod.BANK,
          registerStatusId: { in: [...slipStatusIds, RegisterStatus.AWAITING_VERIFICATION] },
        },
        orderBy: { createdAt: 'desc' },
        // The slip sent last, awaiting verification (status 4) or rejected (status 3): the page shows it.
        include: {
          slips: {
            where: { status: { in: ['pending', 'rejected'] } },
            orderBy: { id: 'desc' },
            take: 1,
            include: { bank: true },
          },
        },
      });
      return rows.map((r) => {
        const slip = [
          RegisterStatus.PAYMENT_TO_CORRECT,
          RegisterStatus.AWAITING_VERIFICATION,
        ].includes(r.registerStatusId as 3 | 4)
          ? r.slips[0]
          : undefined;
        return {
          registerId: r.id,
          registerCode: r.registerCode,
          courseName: registeredCourseName(r, locale),
          totalAmountSatang: r.totalAmountSatang,
          registerStatusId: r.registerStatusId,
          registerStatusMessage: localStatusMessage(r.registerStatusMessage, locale),
          lastSlip: slip
            ? {
                imageUrl: slip.imageUrl,
                bankName:
                  slip.bankId === OTHER_BANK_ID
                    ? (slip.bankSpecifyText ?? '')
                    : locale === 'en'
                      ? slip.bank.nameEn
                      : slip.bank.nameTh,
                transferDate: slip.transferDate,
                amountSatang: slip.amountSatang,
                status: slip.status as 'pending' | 'rejected',
                rejectReason: slip.rejectReason,
                sentAt: slip.createdAt,
              }
            : null,
        };
      });
    },

    /**
     * Stores a slip for one of the member's bank registrations awaiting
     * transfer, to correct, or awaiting verification (a slip not yet
     * verified may be replaced), and moves it to awaiting verification. At
     * most PAYMENT_SLIP_MAX_PENDING slips (default 5) may wait for staff at
     * once; the replaced one's file is released (a record of it stays; the file
     * goes with the sweep, upload-release.ts), and so is the new one's when
     * the slip is refused after it was stored.
     */
    async submitSlip(memberId: number, input: SlipInput) {
      const registration = await db.registration.findFirst({
        where: { id: input.register_id, memberId, paymentMethodId: PaymentMethod.BANK },
      });
      if (!registration) throw new AppError('NOT_FOUND', 'errors.not_found', 'register_id');
      const allowed = [...slipStatusIds, RegisterStatus.AWAITING_VERIFICATION];
      if (!allowed.includes(registration.registerStatusId))
        throw new AppError('CONFLICT', 'payment.errors.slip_not_allowed', 'register_id');
      const bank = await db.bank.findUnique({ where: { id: input.bank_id } });
      if (!bank || (bank.status !== 1 && bank.id !== OTHER_BANK_ID))
        throw new AppError('BAD_REQUEST', 'payment.errors.bank_required', 'bank_id');
      // Refused before the image is decoded and stored; counted again under the registration's lock below.
      await assertSlipAllowed(db, registration.id);
      const stored = await uploadService(db).saveImage(decodeImage(input.image), {
        owner: { realm: 'member', id: memberId },
        field: 'image',
        messages: {
          tooLarge: 'payment.errors.slip_too_large',
          badType: 'payment.errors.slip_type',
        },
      });
      const transferDate = new Date(input.transfer_date);
      const bankName =
        bank.id === OTHER_BANK_ID
          ? (input.bank_specify_text ?? '')
          : registration.locale === 'en'
            ? bank.nameEn
            : bank.nameTh;
      const replaced: string[] = [];
      await db
        .$transaction(async (tx) => {
          if (provider === 'postgresql')
            await tx.$queryRaw`SELECT id FROM registrations WHERE id = ${registration.id} FOR UPDATE`;
          await assertSlipAllowed(tx, registration.id);
          replaced.push(
            ...(
              await tx.paymentSlip.findMany({
                where: { registrationId: registration.id, status: 'pending' },
                select: { imageUrl: true },
              })
            ).map((s) => s.imageUrl),
          );
          await tx.paymentSlip.updateMany({
            where: { registrationId: registration.id, status: 'pending' },
            data: { status: 'replaced' },
          });
          // The replaced files stay on disk until the sweep (a backup under way may still copy them).
          await buryUploads(tx, replaced);
          await tx.paymentSlip.create({
            data: {
              registrationId: registration.id,
              imageUrl: stored.url,
              bankId: bank.id,
              bankSpecifyText: bank.id === OTHER_BANK_ID ? (input.bank_specify_text ?? null) : null,
              transferDate,
              amountSatang: Math.round(input.amount * 100),
            },
          });
          await tx.registration.update({
            where: { id: registration.id },
            data: {
              transferBankId: bank.id,
              transferBankSpecifyText:
                bank.id === OTHER_BANK_ID ? (input.bank_specify_text ?? null) : null,
              transferBankName: bankName,
              transferDate,
              paymentSubmitDate: new Date(),
            },
          });
          const changed = await changeRegistrationStatus(tx, {
            registrationId: registration.id,
            toStatusId: RegisterStatus.AWAITING_VERIFICATION,
            actor: { type: 'member' },
            paymentSlipImage: stored.url,
            fromStatusIds: allowed,
          });
          if (!changed)
            throw new AppError('CONFLICT', 'payment.errors.slip_not_allowed', 'register_id');
        })
        .catch(async (error: unknown) => {
          await releaseUploads(db, [stored.url]);
          throw error;
        });
      await releaseUploads(db, replaced);
      log.info('payment slip received', { registrationId: registration.id });
      metrics.payment('bank', 'slip_received');
      return {
        registerId: registration.id,
        registerStatusId: RegisterStatus.AWAITING_VERIFICATION,
        imageUrl: stored.url,
      };
    },
  };
}
