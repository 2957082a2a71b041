import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { env } from './src/env';
import { checkPaymentConfigAtStartup } from './src/server/payments/gateway-config';
import { siteIsHttps } from './src/server/site-url';

// A card gateway configured without its keys, or with the simulator's key, refuses to start
// (build, dev and start all load this file); with the simulator switched on, say so once.
checkPaymentConfigAtStartup();

/** The JSON and auth doors: nothing runs in them, nothing frames them. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/**
 * Security headers of every answer (pages get their Content-Security-Policy
 * from src/proxy.ts, the JSON and auth doors a policy that runs nothing).
 * HSTS only over HTTPS: always when SITE_URL is https://, else when the
 * proxy in front says the request came over HTTPS.
 */
async function securityHeaders() {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        {
          key: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
        },
      ],
    },
    // The check-in screen scans passes with the camera: the one page allowed to ask for it (a later rule wins).
    ...['/admin/services/check_in', '/:lng(th|en)/admin/services/check_in'].map((source) => ({
      source,
      headers: [
        {
          key: 'Permissions-Policy',
          value: 'camera=(self), microphone=(), geolocation=(), usb=(), payment=()',
        },
      ],
    })),
    siteIsHttps()
      ? { source: '/:path*', headers: [HSTS] }
      : {
          source: '/:path*',
          has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
          headers: [HSTS],
        },
    {
      source: '/api/:door(v1|trpc|auth|bot-check)/:path*',
      headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
    },
  ];
}

/**
 * How much of a request body Next.js copies for the proxy (src/proxy.ts):
 * it reads the whole body while it holds the copy, and drops what is past
 * this size (the default, 10 MB, held twice per request). Only an API path
 * holding a percent-escape goes through the proxy with a body, to be checked;
 * its body is cut at this size, more than REQUEST_BODY_MAX_BYTES so the door
 * behind can still tell a body over its limit. An upload door is never
 * addressed with a percent-escape.
 */
const PROXY_BODY_MARGIN = 128 * 1024;

/**
 * Pages take no body (there are no server actions). A request carrying one
 * (a length above zero, or chunked) skips the proxy (its matcher) and goes to
 * /api/page-body, which answers 413 over the request limit, else 405, without
 * reading more than that.
 */
async function rewrites() {
  const page = '/:path((?!api/|_next/).*)';
  return {
    beforeFiles: [
      {
        source: page,
        has: [{ type: 'header' as const, key: 'content-length', value: '0*[1-9][0-9]*' }],
        destination: '/api/page-body',
      },
      {
        source: page,
        has: [{ type: 'header' as const, key: 'transfer-encoding' }],
        destination: '/api/page-body',
      },
    ],
    afterFiles: [],
    fallback: [],
  };
}

/**
 * The page cache of `next start` is cache-handler.mjs (docs/policies/page-cache.md):
 * only pages that answered 200, within a bound of pages and bytes, the least
 * recently used out first. Without REDIS_URL it is Next's own cache in .next,
 * as on a single server (the most used pages also in memory). With it,
 * several server processes share one cache in Redis, so a page invalidated on
 * one instance is dropped for all, and no instance keeps a copy of its own in
 * memory. The build never writes to it: pages are rendered from the running
 * database. The handler is plain JavaScript Next loads itself, so the settings
 * it needs, validated here, reach it through its process's environment.
 */
const pageCache = (phase: string): Partial<NextConfig> => {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  // eslint-disable-next-line no-restricted-properties -- handing src/env.ts's validated values to cache-handler.mjs
  Object.assign(process.env, {
    PAGE_CACHE_MAX_ENTRIES: String(env.PAGE_CACHE_MAX_ENTRIES),
    PAGE_CACHE_MAX_MB: String(env.PAGE_CACHE_MAX_MB),
    REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX,
    ...(env.PAGE_CACHE_DIR ? { PAGE_CACHE_DIR: path.resolve(env.PAGE_CACHE_DIR) } : {}),
  });
  return {
    cacheHandler: path.join(process.cwd(), 'cache-handler.mjs'),
    ...(env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  };
};

const nextConfig: NextConfig = {
  headers: securityHeaders,
  rewrites,
  reactStrictMode: true,
  poweredByHeader: false,
  // Types are checked once, by `npm run typecheck` (lint and npm test run it); the build does not check them again.
  typescript: { ignoreBuildErrors: true },
  // Next hashes the whole HTML in JavaScript on every request to make an ETag; for cached pages
  // that hash was the largest cost of a response (npm run bench), and their Cache-Control does the job.
  generateEtags: false,
  // ANALYZE=1 emits browser source maps, for attributing bundle bytes to packages.
  // A build-time switch of the bundle analysis, not a setting of the site (those are in src/env.ts).
  // eslint-disable-next-line no-restricted-properties
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // Native modules and the Prisma runtime stay outside the server bundle.
  serverExternalPackages: [
    'better-sqlite3',
    '@node-rs/argon2',
    'pg',
    '@prisma/adapter-better-sqlite3',
    '@prisma/adapter-pg',
    'prom-client',
    // Reads its font metrics and the certificate fonts from its own files at run time.
    'pdfkit',
  ],
  experimental: {
    optimizePackageImports: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/dates',
      '@mantine/charts',
    ],
    proxyClientMaxBodySize: env.REQUEST_BODY_MAX_BYTES + PROXY_BODY_MARGIN,
    // Turbopack keeps its work on disk for the next build (25 s instead of 70 here), and writing it
    // costs a build 30 s; NEXT_BUILD_CACHE=0 skips both where no later build comes (a clean clone's
    // test run, scripts/test-all.sh). A build-time switch, not a setting of the site.
    // eslint-disable-next-line no-restricted-properties
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Widths offered in each picture's srcset. Uploads are at most 1024 px wide
    // (SPEC.md section 5: resized before upload) and the demo banners 1600, so
    // Next's default 1920, 2048 and 3840 only repeated the original. 750 stays:
    // a full-width picture on Lighthouse's phone (412 CSS px at 1.75x) or a
    // 375 px phone at 2x picks it, and 828 would be a fifth more bytes. Seven
    // widths instead of ten; a list page carries ten to twenty srcsets.
    deviceSizes: [640, 750, 828, 1080, 1600],
    imageSizes: [256, 384],
  },
};

export default function config(phase: string): NextConfig {
  return { ...nextConfig, ...pageCache(phase) };
}
