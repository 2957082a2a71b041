import { theme } from '@/theme';

/**
 * The theme's own CSS variables (colours, fonts), written into the page's
 * <head> by the root layout. MantineProvider writes the same ones, but pages
 * without it (home, the public header and footer) still need them;
 * @mantine/core/styles.css holds the rest of Mantine's defaults.
 */
export function themeCssVariables(): string {
  const vars: string[] = [];
  for (const [name, shades] of Object.entries(theme.colors ?? {})) {
    shades?.forEach((hex, i) => vars.push(`--mantine-color-${name}-${i}:${hex}`));
  }
  if (theme.fontFamily) vars.push(`--mantine-font-family:${theme.fontFamily}`);
  if (theme.headings?.fontFamily) vars.push(`--mantine-font-family-headings:${theme.headings.fontFamily}`);
  if (theme.headings?.fontWeight) vars.push(`--mantine-heading-font-weight:${theme.headings.fontWeight}`);
  return `:root{${vars.join(';')}}`;
}
