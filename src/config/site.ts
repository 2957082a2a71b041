import { env } from '@/env';

/**
 * The centre's contact details and links shown in the footer and on the
 * contact page. Links that differ per deployment come from the environment.
 */
export const siteConfig = {
  nonDegreeUrl: env.NEXT_PUBLIC_NON_DEGREE_URL,
  chatUrl: env.NEXT_PUBLIC_CHAT_URL,
  /** The institute's taxpayer number, printed on receipts. */
  taxId: '0994000000000',
  phone: '+66 2 123 4567',
  email: 'academic-services@example.ac.th',
  address: {
    th: 'ศูนย์บริการวิชาการและวิจัย อาคารวิจัยและนวัตกรรม ชั้น 3 เลขที่ 1 ถนนฉลองกรุง แขวงลำปลาทิว เขตลาดกระบัง กรุงเทพมหานคร 10520',
    en: 'Academic Services and Research Centre, Research and Innovation Building, 3rd floor, 1 Chalong Krung Road, Lam Pla Thio, Lat Krabang, Bangkok 10520',
  },
  mapUrl: 'https://www.openstreetmap.org/?mlat=13.7299&mlon=100.7782#map=16/13.7299/100.7782',
  relatedLinks: [
    { label: { th: 'สถาบันเทคโนโลยี', en: 'The institute' }, href: 'https://www.example.ac.th' },
    { label: { th: 'สำนักทะเบียน', en: 'Registrar' }, href: 'https://reg.example.ac.th' },
    { label: { th: 'ห้องสมุด', en: 'Library' }, href: 'https://library.example.ac.th' },
  ],
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@example' },
    { name: 'LINE', href: env.NEXT_PUBLIC_CHAT_URL },
  ],
} as const;
