import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installationSecretFile } from '@/server/auth/auth-secret';
import { buildRequestFields, signAll, verify } from '@/server/payments/cybersource';
import {
  cardPaymentMode,
  checkPaymentConfigAtStartup,
  gatewayConfig,
  PaymentConfigError,
  SIMULATOR_SECRET_NAME,
} from '@/server/payments/gateway-config';

/** The simulator's former built-in key, public in this repository's history: it must sign nothing any more. */
const FORMER_PUBLIC_KEY = 'simulator-secret-key-not-for-production-use-0123456789';

const realGateway = {
  CYBERSOURCE_ENDPOINT: 'https://testsecureacceptance.cybersource.com/pay',
  CYBERSOURCE_ACCESS_KEY: 'a'.repeat(32),
  CYBERSOURCE_PROFILE_ID: 'PROFILE-1',
  CYBERSOURCE_SECRET_KEY: 'b'.repeat(256),
  SITE_URL: 'https://asc.example.ac.th/',
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('which card gateway an installation has', () => {
  it('has none by default, in production as in development: card payment is simply off', () => {
    expect(cardPaymentMode({})).toBe('off');
    expect(cardPaymentMode({ NODE_ENV: 'production' })).toBe('off');
    expect(cardPaymentMode({ NODE_ENV: 'development', PAYMENT_SIMULATOR: '0' })).toBe('off');
    expect(gatewayConfig({})).toBeNull();
  });

  it('runs the simulator only when PAYMENT_SIMULATOR=1 says so, with a key made once for this installation', () => {
    const config = gatewayConfig({ PAYMENT_SIMULATOR: '1', NODE_ENV: 'production' })!;
    expect(config).toMatchObject({
      simulated: true,
      endpoint: '/api/payment-simulator',
      returnUrl: '/api/payments/cybersource/return',
      notifyUrl: '/api/payments/cybersource/notify',
    });
    expect(config.secretKey).not.toBe(FORMER_PUBLIC_KEY);
    expect(config.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(installationSecretFile(SIMULATOR_SECRET_NAME), 'utf8').trim()).toBe(
      config.secretKey,
    );
    expect(gatewayConfig({ PAYMENT_SIMULATOR: 'true' })!.secretKey).toBe(config.secretKey);
  });

  it('rejects a request or reply signed with the former constant key', () => {
    const config = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!;
    const forged = buildRequestFields(
      { ...config, secretKey: FORMER_PUBLIC_KEY },
      { transactionUuid: 'u-1', referenceNumber: 'PT-1', amountSatang: 100, locale: 'en' },
    );
    expect(verify(forged, FORMER_PUBLIC_KEY)).toBe(true);
    expect(verify(forged, config.secretKey)).toBe(false);
    expect(verify(signAll({ decision: 'ACCEPT' }, FORMER_PUBLIC_KEY), config.secretKey)).toBe(
      false,
    );
  });

  it('takes a real gateway only with all four settings, at absolute URLs of the site', () => {
    expect(gatewayConfig(realGateway)).toEqual({
      endpoint: realGateway.CYBERSOURCE_ENDPOINT,
      accessKey: realGateway.CYBERSOURCE_ACCESS_KEY,
      profileId: 'PROFILE-1',
      secretKey: realGateway.CYBERSOURCE_SECRET_KEY,
      simulated: false,
      returnUrl: 'https://asc.example.ac.th/api/payments/cybersource/return',
      notifyUrl: 'https://asc.example.ac.th/api/payments/cybersource/notify',
    });
  });

  it('refuses a gateway with an endpoint but no secret key, access key or profile id, naming what is missing', () => {
    expect(() => gatewayConfig({ ...realGateway, CYBERSOURCE_SECRET_KEY: '' })).toThrow(
      /CYBERSOURCE_ENDPOINT is set but CYBERSOURCE_SECRET_KEY is not/,
    );
    expect(() => gatewayConfig({ CYBERSOURCE_ENDPOINT: realGateway.CYBERSOURCE_ENDPOINT })).toThrow(
      /CYBERSOURCE_ACCESS_KEY, CYBERSOURCE_PROFILE_ID, CYBERSOURCE_SECRET_KEY are not/,
    );
    expect(() => gatewayConfig({ ...realGateway, CYBERSOURCE_ACCESS_KEY: undefined })).toThrow(
      PaymentConfigError,
    );
    expect(() => gatewayConfig({ ...realGateway, CYBERSOURCE_PROFILE_ID: '  ' })).toThrow(
      PaymentConfigError,
    );
    expect(() =>
      gatewayConfig({ ...realGateway, CYBERSOURCE_ENDPOINT: 'javascript:alert(1)' }),
    ).toThrow(/CYBERSOURCE_ENDPOINT must be/);
  });

  it("refuses a gateway with the simulator's key: the former public one or this installation's", () => {
    expect(() =>
      gatewayConfig({ ...realGateway, CYBERSOURCE_SECRET_KEY: FORMER_PUBLIC_KEY }),
    ).toThrow(/simulator's key/);
    const own = gatewayConfig({ PAYMENT_SIMULATOR: '1' })!.secretKey;
    expect(() => gatewayConfig({ ...realGateway, CYBERSOURCE_SECRET_KEY: own })).toThrow(
      /simulator's key/,
    );
  });

  it('refuses the simulator and a real gateway at once, and a PAYMENT_SIMULATOR it cannot read', () => {
    expect(() => cardPaymentMode({ ...realGateway, PAYMENT_SIMULATOR: '1' })).toThrow(/both set/);
    expect(() => cardPaymentMode({ PAYMENT_SIMULATOR: 'maybe' })).toThrow(
      /PAYMENT_SIMULATOR must be 1/,
    );
  });

  it('the startup check throws on a misconfiguration and says when payments are simulated', () => {
    expect(() =>
      checkPaymentConfigAtStartup(
        { CYBERSOURCE_ENDPOINT: realGateway.CYBERSOURCE_ENDPOINT },
        () => {},
      ),
    ).toThrow(PaymentConfigError);
    const said: string[] = [];
    expect(checkPaymentConfigAtStartup({ PAYMENT_SIMULATOR: '1' }, (m) => said.push(m))).toBe(
      'simulator',
    );
    expect(said.join()).toMatch(/SIMULATED/);
    expect(checkPaymentConfigAtStartup(realGateway, (m) => said.push(m))).toBe('gateway');
    expect(said).toHaveLength(1);
  });

  it('next.config.ts refuses to load (the server refuses to start) with a gateway endpoint and no secret key', async () => {
    vi.stubEnv('PAYMENT_SIMULATOR', '');
    vi.stubEnv('CYBERSOURCE_ENDPOINT', realGateway.CYBERSOURCE_ENDPOINT);
    vi.stubEnv('CYBERSOURCE_ACCESS_KEY', realGateway.CYBERSOURCE_ACCESS_KEY);
    vi.stubEnv('CYBERSOURCE_PROFILE_ID', realGateway.CYBERSOURCE_PROFILE_ID);
    vi.stubEnv('CYBERSOURCE_SECRET_KEY', '');
    await expect(import('../../next.config')).rejects.toThrow(/CYBERSOURCE_SECRET_KEY is not/);
    vi.resetModules();
    vi.stubEnv('CYBERSOURCE_SECRET_KEY', realGateway.CYBERSOURCE_SECRET_KEY);
    await expect(import('../../next.config')).resolves.toHaveProperty('default');
  });
});
