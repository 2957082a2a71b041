import type { TFunction } from 'i18next';
import { SiteLink } from '@/features/layout/site-link';
import type { ReactNode } from 'react';
import parts from './content-list-parts.module.css';
import home from './home.module.css';

const icon = (paths: ReactNode) => (
  <svg
    width="28"
    height="28"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {paths}
  </svg>
);

/** What the centre offers, one tile per kind of service, each leading to its list. */
const offers = [
  {
    key: 'public_training',
    href: '/public-training',
    icon: icon(
      <>
        <path d="M2 9l10-5 10 5-10 5z" />
        <path d="M6 11v5c3 2.5 9 2.5 12 0v-5" />
        <path d="M22 9v6" />
      </>,
    ),
  },
  {
    key: 'inhouse_training',
    href: '/in-house-training',
    icon: icon(
      <>
        <path d="M3 21V8l6-4v17" />
        <path d="M9 21V10h12v11" />
        <path d="M3 21h18" />
        <path d="M13 14h4M13 17h4" />
      </>,
    ),
  },
  {
    key: 'diagnosis_consultation',
    href: '/diagnosis-and-consultation',
    icon: icon(
      <>
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5L21 21" />
        <path d="M7.5 12l2-2.5 2 1.5 2-3" />
      </>,
    ),
  },
  {
    key: 'product_testing',
    href: '/product-testing',
    icon: icon(
      <>
        <path d="M9 3h6" />
        <path d="M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
        <path d="M7.5 15h9" />
      </>,
    ),
  },
  {
    key: 'research_development',
    href: '/research-and-development',
    icon: icon(
      <>
        <path d="M9 18h6M10 21h4" />
        <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />
      </>,
    ),
  },
  {
    key: 'website_digital_media',
    href: '/website-and-digital-media',
    icon: icon(
      <>
        <rect x="3" y="4" width="18" height="13" rx="2" />
        <path d="M8 21h8M12 17v4" />
        <path d="M10.5 8.5v5l4-2.5z" />
      </>,
    ),
  },
] as const;

/** The home page's "our services" section: plain HTML, no client code. */
export function HomeServices({ t }: { t: TFunction }) {
  return (
    <section id="services" aria-labelledby="services-heading" className={home.services}>
      <div className={home.header}>
        <div>
          <h2 id="services-heading" className={parts.h2}>
            {t('content.home.services_title')}
          </h2>
          <p className={home.intro}>{t('content.home.services_intro')}</p>
        </div>
        <SiteLink href="/services" className={`${parts.anchor} ${parts.nowrap}`}>
          {t('nav.other_services')} →
        </SiteLink>
      </div>
      <ul className={home.offers}>
        {offers.map((offer) => (
          <li key={offer.key} className={home.offer}>
            <span className={home.offerIcon}>{offer.icon}</span>
            <div>
              <h3 className={home.offerTitle}>
                <SiteLink href={offer.href} className={home.offerLink}>
                  {t(`nav.${offer.key}`)}
                </SiteLink>
              </h3>
              <p className={home.offerText}>{t(`content.home.service_${offer.key}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
