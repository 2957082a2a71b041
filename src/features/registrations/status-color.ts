import { RegisterStatus } from '@/lib/register-status';

/** A register status's badge colour: filled badges in dark shades, so white text keeps a 4.5:1 contrast. Members and staff see the same colours. */
export const statusColor: Record<number, string> = {
  [RegisterStatus.REGISTERED]: 'blue.9',
  [RegisterStatus.AWAITING_PAYMENT]: 'indigo.9',
  [RegisterStatus.PAYMENT_TO_CORRECT]: 'red.9',
  [RegisterStatus.AWAITING_VERIFICATION]: 'grape.9',
  [RegisterStatus.PAID]: 'teal.9',
  [RegisterStatus.CANCELLED]: 'gray.7',
  [RegisterStatus.EXPIRED]: 'gray.7',
};
