import { ContactPage, contactMetadata } from '@/features/services/contact-page';

export const generateMetadata = contactMetadata;

export default function Page() {
  return <ContactPage />;
}
