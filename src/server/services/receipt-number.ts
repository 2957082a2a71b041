import dayjs from 'dayjs';
import { siteTimeZone } from '@/lib/dates';
import { provider } from '@/server/db';
import type { Tx } from '@/server/services/registration-status-service';

/**
 * Receipt numbers: R{Buddhist year}-{six-digit sequence}, e.g. R2569-000042,
 * counting from 1 each Buddhist year (the centre's accounting year follows the
 * calendar year). Issued once per registration, when it becomes paid (slip
 * approved or card accepted), in the transaction that pays it.
 *
 * No two registrations can get the same number: the next number is read and
 * written while holding a lock (a transaction-scoped advisory lock on
 * PostgreSQL, the single writer on SQLite), and receipt_no is unique besides.
 */
export async function issueReceiptNo(
  tx: Tx,
  registrationId: number,
  paidAt: Date,
): Promise<string> {
  const existing = await tx.registration.findUnique({
    where: { id: registrationId },
    select: { receiptNo: true },
  });
  if (existing?.receiptNo) return existing.receiptNo;
  if (provider === 'postgresql')
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(727001)::text AS locked`;
  const prefix = `R${dayjs(paidAt).tz(siteTimeZone).year() + 543}-`;
  const last = await tx.registration.findFirst({
    where: { receiptNo: { startsWith: prefix } },
    orderBy: { receiptNo: 'desc' },
    select: { receiptNo: true },
  });
  const next = (last?.receiptNo ? Number(last.receiptNo.slice(prefix.length)) : 0) + 1;
  const receiptNo = `${prefix}${String(next).padStart(6, '0')}`;
  await tx.registration.update({ where: { id: registrationId }, data: { receiptNo } });
  return receiptNo;
}
