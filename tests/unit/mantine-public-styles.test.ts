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
    for (const name of [
      'Input',
      'Combobox',
      'Popover',
      'Button',
      'Modal',
      'Notification',
      'Stepper',
    ])
      expect(list).toContain(`/${name}.layer.css'`);
    for (const name of ['AppShell', 'Tabs', 'Timeline', 'Chip'])
      expect(list).not.toContain(`/${name}.layer.css'`);
  });

  it('leaves the drop zone and what it shows to the file field that loads them, off the pages that have none', () => {
    const list: string = publicMantineStyles();
    for (const name of ['Progress', 'LoadingOverlay'])
      expect(list).not.toContain(`/${name}.layer.css'`);
    expect(list).not.toContain('@mantine/dropzone');
    const field = readFileSync('src/features/ui/file-drop.tsx', 'utf8');
    for (const sheet of [
      '@mantine/core/styles/Progress.layer.css',
      '@mantine/core/styles/LoadingOverlay.layer.css',
      '@mantine/dropzone/styles.layer.css',
    ])
      expect(field).toContain(`import '${sheet}'`);
  });
});
