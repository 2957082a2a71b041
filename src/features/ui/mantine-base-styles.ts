/*
 * Mantine's base only (reset, CSS variables, body), for pages that render no
 * Mantine components: the home page and the 404 and error pages. The others
 * import src/features/ui/mantine-styles.ts, which holds this base too.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
