import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { GET as openApiJson } from '@/app/api/v1/openapi.json/route';
import { db } from '@/server/db';
import { handleRest } from '@/server/rest/handle-rest';
import { createMember } from './helpers';

type FirstFiveMinutes = (options: {
  baseUrl: string;
  email: string;
  password: string;
  receipt: Record<string, unknown>;
  fetch: (request: Request) => Promise<Response>;
}) => Promise<{
  training: { id: number; price: number; starts: string };
  registration: { code: string; total: number; status: number };
}>;

const here = path.resolve(import.meta.dirname, '../integrator');
const tsc = path.resolve(import.meta.dirname, '../../node_modules/typescript/bin/tsc');

/**
 * An OpenAPI client generated from /api/v1/openapi.json (openapi-typescript)
 * type-checks the integrator's script of tests/integrator (tsc with its own
 * tsconfig), which then runs against the adapter: log in, list trainings,
 * register, read the registration back.
 */
describe('a client generated from the OpenAPI document', () => {
  it("type-checks the integrator's script, which then logs in, lists trainings, registers and reads the history", async () => {
    const doc = await openApiJson(new Request('http://localhost/api/v1/openapi.json')).json();
    await writeFile(path.join(here, 'api.gen.ts'), astToString(await openapiTS(doc)));
    const checked = await promisify(execFile)(process.execPath, [
      tsc,
      '-p',
      path.join(here, 'tsconfig.json'),
    ]).then(
      () => '',
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    expect(checked, 'tsc on tests/integrator').toBe('');

    // Imported by a computed path: the project's own typecheck must not need the generated types.
    const script = path.join(here, 'first-five-minutes.ts');
    const { firstFiveMinutes } = (await import(/* @vite-ignore */ script)) as {
      firstFiveMinutes: FirstFiveMinutes;
    };
    const member = await createMember('pass-word-1');
    const district = await db.district.findFirstOrThrow({ include: { amphure: true } });
    const result = await firstFiveMinutes({
      baseUrl: 'http://portal.test',
      email: member.email,
      password: 'pass-word-1',
      receipt: {
        receipt_type: 'P',
        name: 'สมหญิง ทดสอบ',
        address: '1 ถนนพหลโยธิน',
        province_id: district.amphure.provinceId,
        amphure_id: district.amphureId,
        district_id: district.id,
        zip_code: district.zipCode ?? '10000',
      },
      fetch: (request) =>
        handleRest(request, new URL(request.url).pathname.replace(/^\/api\/v1/, '')),
    });
    const stored = await db.registration.findFirstOrThrow({
      where: { memberId: member.id },
      include: { training: true },
    });
    expect(result.registration).toMatchObject({
      code: stored.registerCode,
      total: stored.totalAmountSatang / 100,
      status: 2,
    });
    expect(result.training).toMatchObject({
      id: stored.publicTrainingId,
      price: stored.training.priceSatang / 100,
    });
    expect(result.training.starts).toMatch(/\+07:00$/);
  }, 120_000);
});
