import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
