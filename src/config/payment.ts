import { env as appEnv } from '@/env';

type Env = typeof appEnv;

/**
 * The centre's bank accounts for transfers and its PromptPay id, from
 * configuration (BANK_ACCOUNTS as a JSON list, PROMPTPAY_ID), with demo
 * values when unset.
 */
export interface BankAccount {
  bankTh: string;
  bankEn: string;
  accountName: string;
  accountNo: string;
  branch?: string;
}

const demoAccounts: BankAccount[] = [
  {
    bankTh: 'ธนาคารกรุงไทย',
    bankEn: 'Krungthai Bank',
    accountName: 'Academic Services Centre (demo)',
    accountNo: '000-0-00000-0',
    branch: 'Demo',
  },
];

export function bankAccounts(env: Pick<Env, 'BANK_ACCOUNTS'> = appEnv): BankAccount[] {
  if (!env.BANK_ACCOUNTS) return demoAccounts;
  try {
    const parsed = JSON.parse(env.BANK_ACCOUNTS) as unknown;
    if (Array.isArray(parsed)) {
      return parsed
        .filter((a): a is Record<string, unknown> => !!a && typeof a === 'object')
        .map((a) => ({
          bankTh: String(a.bankTh ?? a.bank ?? ''),
          bankEn: String(a.bankEn ?? a.bank ?? ''),
          accountName: String(a.accountName ?? ''),
          accountNo: String(a.accountNo ?? ''),
          branch: a.branch ? String(a.branch) : undefined,
        }));
    }
  } catch {
    // validated at start-up (src/env.ts); fall back to the demo account
  }
  return demoAccounts;
}

/** PromptPay id: a 13-digit tax id or a 10-digit phone number. */
export function promptPayId(): string {
  return appEnv.PROMPTPAY_ID;
}
