import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicMantineStyles } from '../../scripts/mantine-public-styles.mjs';

describe('the public Mantine stylesheet list', () => {
  it('is current: every component code outside the back office can render has its styles', () => {
    const committed = readFileSync('src/features/ui/mantine-public-styles.ts', 'utf8');
    expect(committed, 'run: node scripts/mantine-public-styles.mjs').toBe(publicMantineStyles());
  });

  it('holds what the public forms build on and leaves out what only the back office uses', () => {
    const list: string = publicMantineStyles();
    for (const name of ['Input', 'Combobox', 'Popover', 'Button', 'Modal', 'Notification', 'Stepper']) expect(list).toContain(`/${name}.layer.css'`);
    for (const name of ['AppShell', 'Tabs', 'Timeline', 'Chip']) expect(list).not.toContain(`/${name}.layer.css'`);
  });
});
