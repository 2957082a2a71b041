import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The centre's colours: a deep institute blue and a warm accent.
const institute: MantineColorsTuple = [
  '#e8f1ff',
  '#d0dff9',
  '#a0bcf0',
  '#6c97e8',
  '#4278e0',
  '#2a64dc',
  '#1a5adb',
  '#0a4ac3',
  '#0041af',
  '#00389b',
];
const accent: MantineColorsTuple = [
  '#fff3e2',
  '#ffe5cc',
  '#ffca9b',
  '#ffad64',
  '#fe9437',
  '#fe841b',
  '#ff7b09',
  '#e36900',
  '#ca5d00',
  '#b04f00',
];

export const theme = createTheme({
  primaryColor: 'institute',
  primaryShade: 8,
  colors: { institute, accent },
  fontFamily: "'Noto Sans Thai Variable', 'Noto Sans Thai', system-ui, sans-serif",
  headings: {
    fontFamily: "'Noto Sans Thai Variable', 'Noto Sans Thai', system-ui, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  components: {
    // Picking the value a select already shows keeps it (Mantine's default clears it, which
    // emptied a title or a province and disabled the district list). A field that may be
    // emptied says so with allowDeselect and clearable.
    // A plain object rather than Select.extend, so the theme does not pull Select into every page.
    Select: { defaultProps: { allowDeselect: false } },
  },
});
