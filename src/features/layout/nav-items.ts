/** The main menu of SPEC.md section 2, shared by the desktop bar, the mobile drawer and the footer. */
export interface NavItem {
  labelKey: string;
  href?: string;
  external?: boolean;
  children?: NavItem[];
}

/** A menu item with its label in the page's language, as the header's islands receive it. */
export interface NavLinkItem {
  label: string;
  href?: string;
  external?: boolean;
  children?: NavLinkItem[];
}

export const serviceKinds = [
  { labelKey: 'nav.diagnosis_consultation', href: '/diagnosis-and-consultation' },
  { labelKey: 'nav.product_testing', href: '/product-testing' },
  { labelKey: 'nav.research_development', href: '/research-and-development' },
  { labelKey: 'nav.website_digital_media', href: '/website-and-digital-media' },
  { labelKey: 'nav.other_services', href: '/services' },
] as const satisfies NavItem[];

export function mainNav(nonDegreeUrl: string): NavItem[] {
  return [
    { labelKey: 'nav.home', href: '/' },
    {
      labelKey: 'nav.training',
      children: [
        { labelKey: 'nav.public_training', href: '/public-training' },
        { labelKey: 'nav.inhouse_training', href: '/in-house-training' },
        { labelKey: 'nav.non_degree', href: nonDegreeUrl, external: true },
      ],
    },
    { labelKey: 'nav.services', children: [...serviceKinds] },
    { labelKey: 'nav.research', href: '/researcher' },
    { labelKey: 'nav.portfolio', href: '/portfolio' },
    {
      labelKey: 'nav.institute',
      children: [
        { labelKey: 'nav.about', href: '/about-us' },
        { labelKey: 'nav.news', href: '/news' },
      ],
    },
    { labelKey: 'nav.contact', href: '/contact' },
  ];
}

/** The menu with its labels translated, for the client. */
export function translateNav(items: NavItem[], t: (key: string) => string): NavLinkItem[] {
  return items.map(({ labelKey, children, ...rest }) => ({
    ...rest,
    label: t(labelKey),
    ...(children ? { children: translateNav(children, t) } : {}),
  }));
}
