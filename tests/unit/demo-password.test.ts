import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD, demoPasswordRefused } from '@/server/auth/demo-password';

describe('the demo password rule', () => {
  it('refuses the demo password on a production start unless the demo line allows it', () => {
    expect(demoPasswordRefused(DEMO_ADMIN_PASSWORD, { production: true, allowed: undefined })).toBe(
      true,
    );
    expect(demoPasswordRefused(DEMO_ADMIN_PASSWORD, { production: true, allowed: '0' })).toBe(true);
    expect(demoPasswordRefused(DEMO_ADMIN_PASSWORD, { production: true, allowed: '1' })).toBe(
      false,
    );
    expect(
      demoPasswordRefused(DEMO_ADMIN_PASSWORD, { production: false, allowed: undefined }),
    ).toBe(false);
  });

  it('leaves every other password alone', () => {
    expect(demoPasswordRefused('admin12345', { production: true, allowed: undefined })).toBe(false);
  });
});
