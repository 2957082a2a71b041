import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { config as proxyConfig } from '@/proxy';

type CompileMatchers = (matcher: typeof proxyConfig.matcher, nextConfig: object) => ProxyMatcher[];

/**
 * Which paths Next.js sends through the proxy, compiled from the proxy's
 * matcher as Next.js does at build time. That function is exported by the
 * module but not declared in its types, so it is read by name.
 */
export function proxyMatches() {
  const compile: CompileMatchers = Reflect.get(pageStaticInfo, 'getMiddlewareMatchers');
  return getMiddlewareRouteMatcher(compile(proxyConfig.matcher, {}));
}
