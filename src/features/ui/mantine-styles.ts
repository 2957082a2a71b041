/*
 * Mantine's styles, imported by the layouts and lazy islands that render
 * Mantine components (the public pages' AppProviders, the back office, the
 * receipt preview, the member menu and dialogs). The home page and the 404
 * render none, so they load only Mantine's base (mantine-base-styles.ts):
 * about 35 KB (gzip) less render-blocking CSS on the first screen (README:
 * "Performance"). The `.layer` files put Mantine in the `mantine`
 * cascade layer, so the site's own unlayered CSS wins over it whichever
 * stylesheet arrives last, as it did when Mantine was imported first.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
