import { createHash } from 'node:crypto';

/**
 * The HTML of /api/docs: Scalar's API reference (a maintained, self-hosted
 * viewer) rendering /api/v1/openapi.json. Everything it could fetch from
 * elsewhere is off: the default web fonts, telemetry, the AI agent, the MCP
 * panel, the developer toolbar (share and deploy to Scalar) and the hosted API client (whose requests go through Scalar's proxy),
 * so the page works offline and tells no third party who reads it.
 */
const config = {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultOpenAllTags: false,
  hideDarkModeToggle: false,
};

/**
 * Before the viewer loads: its bundled zod probes for eval (by calling
 * `Function('')`) unless told to run jitless, which the policy would report
 * as a violation; the checks are the same either way (as src/lib/zod.ts does
 * for the site's own).
 */
const BEFORE =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';
/** After it: starts the viewer with the settings above. */
const START = `Scalar.createApiReference('#reference', ${JSON.stringify(config)});`;
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The page's Content-Security-Policy, as strict as the other pages': scripts
 * only from this site (the viewer's bundle, /api/docs/scalar.js) and the two
 * inline scripts above by their hashes, no eval; the viewer's own inline styles,
 * images and fonts from here or data:, the document fetched from here, and
 * no frames, forms, plugins or framing.
 */
export const API_REFERENCE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'self' ${hash(BEFORE)} ${hash(START)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function apiReferencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API reference</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif}</style>
</head>
<body>
<!-- Not id="api-reference": the bundle would mount a second, unconfigured reference there. -->
<div id="reference"></div>
<script>${BEFORE}</script>
<script src="/api/docs/scalar.js"></script>
<script>${START}</script>
</body>
</html>
`;
}
