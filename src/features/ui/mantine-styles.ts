/*
 * All of Mantine's styles, for the back office and its receipt preview, which
 * render any component. The public site and the member area import only the
 * components they can render (mantine-public-styles.ts, generated); the home
 * page and the 404 only Mantine's base (mantine-base-styles.ts): less
 * render-blocking CSS on the first screen (docs/performance.md). The
 * `.layer` files put Mantine in the `mantine` cascade layer, so the site's own
 * unlayered CSS wins over it whichever stylesheet arrives last.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
