import type { Metadata } from 'next';
import { StaticPage, staticPageMetadata } from '@/features/content/static-page';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('about-us');
}

export default function AboutUsPage() {
  return <StaticPage slug="about-us" />;
}
