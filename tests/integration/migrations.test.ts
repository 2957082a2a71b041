import { describe, expect, it } from 'vitest';
import { migrate } from '../../scripts/migrate.mjs';

describe('migration runner', () => {
  it('applies nothing to a database that is up to date', async () => {
    expect(await migrate(process.env.DATABASE_URL)).toEqual([]);
  });
});
