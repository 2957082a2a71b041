import { describe, expect, it } from 'vitest';
import {
  buildRequestFields,
  dataToSign,
  formatAmount,
  maskCardNumber,
  sign,
  signAll,
  verify,
} from '@/server/payments/cybersource';
import { gatewayConfig } from '@/server/payments/gateway-config';

// Vector computed independently: printf '%s' '<data>' | openssl dgst -sha256 -hmac secret -binary | base64
const vector = {
  access_key: 'abc',
  profile_id: 'P1',
  amount: '4500.00',
  signed_field_names: 'access_key,profile_id,amount,signed_field_names',
};
const expected = 'lZO24X3yTLGVee3JKx5KMUZhSxWvgGBuSv7D88QGWoY=';

describe('CyberSource Secure Acceptance signing', () => {
  it('signs name=value pairs joined by commas in the order of signed_field_names', () => {
    expect(dataToSign(vector)).toBe(
      'access_key=abc,profile_id=P1,amount=4500.00,signed_field_names=access_key,profile_id,amount,signed_field_names',
    );
    expect(sign(vector, 'secret')).toBe(expected);
  });

  it('verifies the known vector and rejects a tampered value, another key, or an unsigned required field', () => {
    expect(verify({ ...vector, signature: expected }, 'secret')).toBe(true);
    expect(verify({ ...vector, amount: '1.00', signature: expected }, 'secret')).toBe(false);
    expect(verify({ ...vector, signature: expected }, 'other')).toBe(false);
    expect(verify({ ...vector, signature: expected }, 'secret', ['currency'])).toBe(false);
    expect(verify({ ...vector }, 'secret')).toBe(false);
  });

  it('builds a signed sale request with the reference, amount and currency', () => {
    const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;
    const fields = buildRequestFields(config, {
      transactionUuid: 'u-1',
      referenceNumber: 'PT-1',
      amountSatang: 450050,
      locale: 'th',
      now: new Date('2026-01-02T03:04:05.678Z'),
    });
    expect(fields).toMatchObject({
      transaction_type: 'sale',
      reference_number: 'PT-1',
      amount: '4500.50',
      currency: 'THB',
      locale: 'th-th',
      signed_date_time: '2026-01-02T03:04:05Z',
    });
    expect((fields.signed_field_names ?? '').split(',')).toEqual(
      expect.arrayContaining([
        'access_key',
        'profile_id',
        'transaction_uuid',
        'signed_date_time',
        'locale',
        'transaction_type',
        'reference_number',
        'amount',
        'currency',
        'signed_field_names',
      ]),
    );
    expect(verify(fields, config.secretKey)).toBe(true);
    expect(verify(signAll({ a: '1' }, 'k'), 'k')).toBe(true);
  });

  it('formats amounts and masks card numbers', () => {
    expect(formatAmount(450000)).toBe('4500.00');
    expect(formatAmount(5)).toBe('0.05');
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('xxxxxxxxxxxx1111');
  });
});
