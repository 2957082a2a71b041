import type { NextConfig } from 'next';
import { checkPaymentConfigAtStartup } from './src/server/payments/gateway-config';

// A card gateway configured without its keys, or with the simulator's key, refuses to start
// (build, dev and start all load this file); with the simulator switched on, say so once.
checkPaymentConfigAtStartup();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes the whole HTML in JavaScript on every request to make an ETag; for cached pages
  // that hash was the largest cost of a response (npm run bench), and their Cache-Control does the job.
  generateEtags: false,
  // ANALYZE=1 emits browser source maps, for attributing bundle bytes to packages.
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // Native modules and the Prisma runtime stay outside the server bundle.
  serverExternalPackages: ['better-sqlite3', '@node-rs/argon2', 'pg', '@prisma/adapter-better-sqlite3', '@prisma/adapter-pg'],
  experimental: {
    optimizePackageImports: ['@mantine/core', '@mantine/hooks'],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
};

export default nextConfig;
