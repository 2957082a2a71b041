import type { Metadata } from 'next';
import { StaticPage, staticPageMetadata } from '@/features/content/static-page';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('privacy-policy');
}

export default function PrivacyPolicyPage() {
  return <StaticPage slug="privacy-policy" />;
}
